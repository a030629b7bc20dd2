import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { HttpServerConfig } from "#server/config.ts";
import { addressBucket } from "#server/limits/address-bucket.ts";

export type ConnectionLimits = Pick<
  HttpServerConfig,
  "headersTimeoutMs" | "requestTimeoutMs" | "maxConnections" | "maxConnectionsPerAddress"
>;

/** Why a connection was closed as it arrived. */
export type RefusedConnection = "overall" | "per-address";

/**
 * How often Node looks for requests past their headers or request timeout (its default is 30 s): a slow
 * client is cut at most this long after its deadline. The look is a walk over the requests in progress.
 */
export const TIMEOUT_CHECK_MS = 1000;

/**
 * Caps the connections `server` holds (docs/decisions/0043): Node's own `maxConnections` for all of them
 * (WebSockets included: each is a file descriptor), closing the ones over it as the kernel hands them over;
 * and, when `maxConnectionsPerAddress` is set, the connections of one client address (an IPv6 client's
 * /64), closed as they arrive before any byte is read. The timeouts themselves are the server's options
 * (createNodeServer), so that Node checks them every TIMEOUT_CHECK_MS.
 */
export function capConnections(server: Server, limits: ConnectionLimits, refused: (reason: RefusedConnection) => void): void {
  server.maxConnections = limits.maxConnections;
  server.on("drop", () => refused("overall"));
  const perAddress = limits.maxConnectionsPerAddress;
  if (perAddress === null) return;
  const open = new Map<string, number>();
  // Before the HTTP server's own listener, so a refused socket never gets a parser's attention.
  server.prependListener("connection", (socket: Socket) => {
    const bucket = addressBucket(socket.remoteAddress ?? "unknown");
    const count = (open.get(bucket) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      refused("per-address");
      return;
    }
    open.set(bucket, count);
    socket.once("close", () => {
      const left = (open.get(bucket) ?? 1) - 1;
      if (left > 0) open.set(bucket, left);
      else open.delete(bucket);
    });
  });
}
