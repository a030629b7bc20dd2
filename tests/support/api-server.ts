import { createApp } from "#server/app.ts";
import { boot } from "#server/boot.ts";
import { listen } from "#server/http-server.ts";
import { createServices } from "#server/services.ts";

/**
 * The real server without the pages (no React Router build needed): the configuration from the
 * environment, the database, migrations, workers and sweeps, the API on PORT. A child process for tests
 * that need a server they can kill.
 */
const { config, logger } = boot();
const services = await createServices(config, logger);
listen(createApp(services), services);
