import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { pgliteTemplateFolder } from "./build-files.ts";
import { boot } from "./boot.ts";
import { listen } from "./http-server.ts";
import { routerContextFor } from "./page-context.ts";
import { createServices } from "./services.ts";

// Production entry: serves the build made by `react-router build`.
const { config, logger } = boot();
const { buildDir } = config;
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const { prerenderedNoticeHours } = build.entry.module as { prerenderedNoticeHours?: number };
if (prerenderedNoticeHours !== config.afterBooking.noticeHours) {
  // The FAQ was written at build time: it would promise another notice than the one the API enforces.
  logger.warn(
    { prerenderedNoticeHours, noticeHours: config.afterBooking.noticeHours },
    "The build's prerendered pages state another CANCELLATION_NOTICE_HOURS than this server's: rebuild (npm start always does)",
  );
}
const services = await createServices(config, logger, { pgliteTemplate: pgliteTemplateFolder(buildDir) });
const app = createApp(services, {
  clientRoot: path.relative(process.cwd(), path.join(buildDir, "client")),
  renderDocument: (request, page) => handle(request, routerContextFor(services, build, page)),
});
listen(app, services);
