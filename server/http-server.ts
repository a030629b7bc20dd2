import { createAdaptorServer } from "@hono/node-server";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Hono } from "hono";
import { WebSocketServer } from "ws";
import { MAX_SIGNAL_MESSAGE_BYTES } from "#contracts/video-room.ts";
import type { HttpServerConfig } from "./config.ts";
import type { AppEnv, AppServices } from "./context.ts";
import { capConnections, TIMEOUT_CHECK_MS, type ConnectionLimits, type RefusedConnection } from "./http/connection-limits.ts";
import { makeDrainable, type Drainable } from "./http/graceful-drain.ts";
import type { Logger } from "./logger.ts";
import { closeServices } from "./services.ts";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** How often refused connections are summed up in the log: one line a minute under a flood, not one each. */
const REFUSALS_LOG_MS = 60_000;

/**
 * The app as a Node HTTP server, WebSockets included (the consultation room's signalling,
 * server/api/consultation-room/routes.ts): an upgrade goes through the app like any request, and `ws` refuses
 * a message larger than MAX_SIGNAL_MESSAGE_BYTES before reading it (closing the socket with 1009). Each
 * request's headers and whole body must arrive in time, and connections are capped overall and per client
 * address (server/http/connection-limits.ts, docs/decisions/0043); an upgraded socket is no request and is
 * never timed.
 */
export function createNodeServer(app: Hono<AppEnv>, limits: ConnectionLimits, logger?: Logger): Server {
  const websockets = new WebSocketServer({ noServer: true, maxPayload: MAX_SIGNAL_MESSAGE_BYTES });
  const server = createAdaptorServer({
    fetch: app.fetch,
    websocket: { server: websockets },
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
  }) as Server;
  // Node closes an idle kept-alive connection after 5 s, and a client (a proxy, a test's request context)
  // sending on it at that moment gets a reset: idle connections are kept longer than clients keep them.
  server.keepAliveTimeout = 65_000;
  const refusals: Record<RefusedConnection, number> = { overall: 0, "per-address": 0 };
  capConnections(server, limits, (reason) => (refusals[reason] += 1));
  if (logger) {
    const report = setInterval(() => {
      if (refusals.overall + refusals["per-address"] === 0) return;
      logger.warn({ overall: refusals.overall, perAddress: refusals["per-address"] }, "connections refused over the caps");
      refusals.overall = 0;
      refusals["per-address"] = 0;
    }, REFUSALS_LOG_MS);
    report.unref();
    server.once("close", () => clearInterval(report));
  }
  return server;
}

/**
 * Listens on the configured port and shuts down gracefully on SIGTERM/SIGINT (docs/decisions/0043): the
 * consultation rooms' sockets are closed with "service restart" (their browsers reconnect, to another
 * instance), the server drains (server/http/graceful-drain.ts: what arrives is answered 503, what is in
 * flight is answered, at most SHUTDOWN_DRAIN_SECONDS), then the workers, the job queue and the database close.
 */
export function listen(app: Hono<AppEnv>, services: AppServices, before?: Middleware): Server {
  const { config, logger } = services;
  const server = createNodeServer(app, config.http, logger);
  if (before) {
    const honoListener = server.listeners("request")[0] as (...args: unknown[]) => void;
    server.removeAllListeners("request");
    server.on("request", (req, res) => before(req, res, () => honoListener(req, res)));
  }
  const drainable = makeDrainable(server);
  server.listen(config.port, config.host, () => {
    // The address links in mail lead to (PUBLIC_URL), so an operator sees it at every start.
    logger.info({ url: `http://localhost:${config.port}`, env: config.env, mailLinks: config.publicUrl }, "listening");
  });
  const shutdown = (signal: string) => {
    if (drainable.draining) return;
    logger.info({ signal }, "shutting down");
    void stop(drainable, services, config.http).finally(() => {
      logger.info("stopped");
      process.exit(0);
    });
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}

async function stop(drainable: Drainable, services: AppServices, http: HttpServerConfig): Promise<void> {
  const { logger } = services;
  // An upgraded socket is no HTTP request: the drain would wait for it however idle it is.
  const rooms = services.consultationRooms.stop();
  const outcome = await drainable.drain(http.drainMs);
  if (outcome.cut > 0) logger.warn(outcome, `connections still open after ${http.drainMs / 1000} s; closed anyway`);
  else logger.info(outcome, "drained");
  await rooms;
  await closeServices(services).catch((error: unknown) => logger.error({ err: error }, "error while closing services"));
}
