import type { IncomingMessage } from "node:http";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { apiPrefixes, apiRoutes, signedWebhookPaths } from "./api/routes.ts";
import { seoFileRoutes } from "./seo/seo-files.ts";
import type { AppEnv, AppServices } from "./context.ts";
import { clientAddress } from "./http/client-address.ts";
import { contentSecurityPolicy } from "./http/content-security-policy.ts";
import { apiErrorBody, handleError } from "./http/errors.ts";
import { pageBodyLimit } from "./http/page-body-limit.ts";
import { pageCompression } from "./http/page-compression.ts";
import { sharedPageCache } from "./http/shared-page-cache.ts";
import { withSharedPageScripts } from "./http/shared-page-scripts.ts";
import { headAsGet } from "./http/head-as-get.ts";
import { permissionsPolicyHeader } from "./http/permissions-policy.ts";
import { MAX_REFERRAL_BODY_BYTES } from "./api/referrals/routes.ts";
import { paths } from "#contracts/paths.ts";
import { referralMessages } from "#contracts/referral.ts";
import { requestAsAddressed } from "./http/request-origin.ts";
import { sameOriginWrites } from "./http/same-origin.ts";
import { staticFiles } from "./http/static-files.ts";
import { strictTransportSecurity } from "./http/strict-transport-security.ts";
import { withRequestScope } from "./logger.ts";
import type { PageRequest } from "./page-context.ts";

/**
 * An answer sent before the request's body was read (413, 429, 401…) leaves the rest of that body on the
 * connection, where it would be parsed as the next request and reset it. Such an answer closes the
 * connection instead, so that a keep-alive client (a proxy, an API client) loses no following request;
 * reading and discarding the rest would let anyone make the server read any amount.
 */
const closeAfterEarlyAnswer: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.complete) c.res.headers.set("Connection", "close");
};

export interface AppOptions {
  /** Renders every path nothing else answered: React Router's server build (server/page-context.ts). */
  renderDocument?: (request: Request, page: PageRequest) => Promise<Response>;
  /** The client build folder (hashed assets, prerendered pages); absent in development and API tests. */
  clientRoot?: string;
  /** Vite's dev server: pages get the relaxed development policy (server/http/content-security-policy.ts). */
  development?: boolean;
}

/**
 * The whole HTTP surface: operations endpoints, the JSON API, static files, then React Router.
 * Built by a function so tests can call it in process, without a port.
 */
export function createApp(services: AppServices, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { logger } = services;

  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(closeAfterEarlyAnswer);
  app.use(async (c, next) => {
    c.set("services", services);
    const started = performance.now();
    // Read before the request goes on: a HEAD goes on as a GET (headAsGet).
    const { method } = c.req;
    await withRequestScope(c.get("requestId"), async () => {
      await next();
      // On every answer, including the Responses that handlers build themselves (React Router's pages):
      // those do not carry the headers set on the context before them.
      c.res.headers.set("X-Request-Id", c.get("requestId"));
      logger.info({ method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
    });
  });
  app.use(headAsGet);
  app.use(
    secureHeaders({
      // PayPal's approval window is a popup that must be able to report back to the opener.
      crossOriginOpenerPolicy: "same-origin-allow-popups",
      referrerPolicy: "strict-origin-when-cross-origin",
      // What the Content-Security-Policy's frame-ancestors 'none' says, for browsers that only read this.
      xFrameOptions: "DENY",
      // Set only on an answer the browser received over HTTPS, below.
      strictTransportSecurity: false,
    }),
  );
  app.use(strictTransportSecurity(services.config.trustProxy));
  app.use(
    contentSecurityPolicy(
      { paypal: services.config.payments.provider === "paypal", calendly: services.calendly !== null },
      { development: options.development, trustProxy: services.config.trustProxy },
    ),
  );
  app.use(permissionsPolicyHeader());
  app.onError(handleError(logger));
  // Before every route and page action: a write from another site is refused whatever its body.
  app.use(sameOriginWrites({ exempt: signedWebhookPaths, apiPrefixes }));

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
  // The API's unknown paths and methods answer in the API's shape, not with a page.
  for (const prefix of apiPrefixes) app.all(`${prefix}*`, (c) => c.json(apiErrorBody("Not found"), 404));

  if (options.clientRoot) {
    app.use("*", staticFiles(options.clientRoot));
  }

  const render = options.renderDocument;
  if (render) {
    app.use("*", sharedPageCache());
    app.use("*", pageCompression);
    const { trustProxy } = services.config;
    app.post("*", pageBodyLimit([paths.referrals, paths.refer], MAX_REFERRAL_BODY_BYTES, referralMessages.fileSize));
    app.all("*", async (c) =>
      withSharedPageScripts(
        c,
        await render(requestAsAddressed(c, trustProxy), { nonce: c.get("cspNonce"), clientAddress: clientAddress(c, trustProxy) }),
      ),
    );
  }
  return app;
}
