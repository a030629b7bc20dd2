import { Hono } from "hono";
import type { PgBoss } from "pg-boss";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { DatabaseHandle } from "../db/client.ts";
import type { FileStore } from "../integrations/storage/file-store.ts";
import { apiRoutes } from "./api/routes.ts";
import { seoFileRoutes } from "./seo/seo-files.ts";
import type { Config } from "./config.ts";
import { apiErrorBody, handleError } from "./http/errors.ts";
import { staticFiles } from "./http/static-files.ts";
import type { MailService } from "./jobs/mail-service.ts";
import { withRequestScope, type Logger } from "./logger.ts";

/** What every handler may use; built once at start (server/main.ts) or per test. */
export interface AppServices {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly logger: Logger;
  /** Delivery of the mail outbox: `dispatch(ids)` after committing mail written with `enqueueMail`. */
  readonly mail: MailService;
  /** The pg-boss job queue, started on the site's database; null in API tests (nothing runs jobs there). */
  readonly jobs: PgBoss | null;
  /** Referral documents, encrypted at rest under DATA_DIR (server/referrals/referral-files.ts). */
  readonly referralFiles: FileStore;
  /** Periodic clean-up on this process's timer (orphaned referral files); absent in API tests. */
  readonly housekeeping?: { stop(): Promise<void> };
}

export type AppEnv = { Variables: { services: AppServices; requestId: string } };

export interface AppOptions {
  /** Renders every path nothing else answered: React Router's server build. */
  renderDocument?: (request: Request) => Promise<Response>;
  /** The client build folder (hashed assets, prerendered pages); absent in development and API tests. */
  clientRoot?: string;
}

/**
 * The whole HTTP surface: operations endpoints, the JSON API, static files, then React Router.
 * Built by a function so tests can call it in process, without a port.
 */
export function createApp(services: AppServices, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { logger } = services;

  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    c.set("services", services);
    const started = performance.now();
    await withRequestScope(c.get("requestId"), async () => {
      await next();
      // On every answer, including the Responses that handlers build themselves (React Router's pages):
      // those do not carry the headers set on the context before them.
      c.res.headers.set("X-Request-Id", c.get("requestId"));
      logger.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    });
  });
  app.use(
    secureHeaders({
      // PayPal's approval window is a popup that must be able to report back to the opener.
      crossOriginOpenerPolicy: "same-origin-allow-popups",
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );
  app.onError(handleError(logger));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await services.database.ping();
      return c.json({ status: "ready", database: services.database.driver });
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed");
      return c.json({ status: "unavailable", database: services.database.driver }, 503);
    }
  });

  app.use("/api/*", compress());
  app.route("/", apiRoutes());
  app.route("/", seoFileRoutes());
  app.all("/api/*", (c) => c.json(apiErrorBody("Not found"), 404));

  if (options.clientRoot) {
    app.use("*", staticFiles(options.clientRoot));
  }

  const render = options.renderDocument;
  if (render) {
    app.use("*", compress());
    app.all("*", (c) => render(c.req.raw));
  }
  return app;
}
