import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer } from "vite";
import { createApp } from "./app.ts";
import { boot } from "./boot.ts";
import { listen } from "./http-server.ts";
import { routerContextFor } from "./page-context.ts";
import { createServices } from "./services.ts";

// Development entry: Vite serves the app with hot reload; the API runs as in production.
const { config, logger } = boot();
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const services = await createServices(config, logger);
const app = createApp(services, {
  renderDocument: async (request, page) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, routerContextFor(services, build, page));
  },
  development: true,
});
listen(app, services, (req, res, next) => vite.middlewares(req, res, next));
