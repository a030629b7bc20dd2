import { createAdaptorServer } from "@hono/node-server";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Hono } from "hono";
import { WebSocketServer } from "ws";
import { MAX_SIGNAL_MESSAGE_BYTES } from "#contracts/video-room.ts";
import type { AppEnv, AppServices } from "./context.ts";
import { closeServices } from "./services.ts";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The app as a Node HTTP server, WebSockets included (the consultation room's signalling,
 * server/api/consultation-room/routes.ts): an upgrade goes through the app like any request, and `ws` refuses
 * a message larger than MAX_SIGNAL_MESSAGE_BYTES before reading it (closing the socket with 1009).
 */
export function createNodeServer(app: Hono<AppEnv>): Server {
  const websockets = new WebSocketServer({ noServer: true, maxPayload: MAX_SIGNAL_MESSAGE_BYTES });
  return createAdaptorServer({ fetch: app.fetch, websocket: { server: websockets } }) as Server;
}

/**
 * Listens on the configured port and shuts down gracefully on SIGTERM/SIGINT: stop accepting connections,
 * close the consultation rooms' sockets (their browsers reconnect, to another instance), let requests in
 * flight finish (up to 10 s), then close the database.
 */
export function listen(app: Hono<AppEnv>, services: AppServices, before?: Middleware): Server {
  const { config, logger } = services;
  const server = createNodeServer(app);
  // Node closes an idle kept-alive connection after 5 s, and a client (a proxy, a test's request context)
  // sending on it at that moment gets a reset: idle connections are kept longer than clients keep them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  if (before) {
    const honoListener = server.listeners("request")[0] as (...args: unknown[]) => void;
    server.removeAllListeners("request");
    server.on("request", (req, res) => before(req, res, () => honoListener(req, res)));
  }
  server.listen(config.port, config.host, () => {
    // The address links in mail lead to (PUBLIC_URL), so an operator sees it at every start.
    logger.info({ url: `http://localhost:${config.port}`, env: config.env, mailLinks: config.publicUrl }, "listening");
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("requests still open after 10 s; closing anyway");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    // A keep-alive connection whose request finishes after this point would hold close() open until its
    // idle timeout: close connections as soon as they fall idle.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    closeIdle.unref();
    // An upgraded socket is no HTTP connection: the server would wait for it however idle it is.
    void services.consultationRooms.stop();
    server.close(() => {
      clearInterval(closeIdle);
      void closeServices(services)
        .catch((error: unknown) => logger.error({ err: error }, "error while closing services"))
        .finally(() => {
          logger.info("stopped");
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
