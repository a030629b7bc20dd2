import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Socket } from "node:net";

/** What a drain did. */
export interface DrainOutcome {
  /** Requests that arrived after the stop began, answered 503. */
  refused: number;
  /** Connections still open at the deadline, closed without an answer. */
  cut: number;
  /** From the stop to the last connection closed. */
  ms: number;
}

export interface Drainable {
  readonly draining: boolean;
  /**
   * Stops the server gracefully within `maxMs` (docs/decisions/0043): every request from now on is answered
   * 503 with `Connection: close`; those in flight are answered, with `Connection: close`; once none is in
   * flight and nothing new has arrived for QUIET_MS the listening socket closes, then idle connections; at
   * `maxMs` whatever is still open is cut. Resolves when the last connection is closed.
   */
  drain(maxMs: number): Promise<DrainOutcome>;
}

/**
 * How long the server keeps listening after the last request in flight was answered, as long as nothing
 * arrives. Closing a listening socket resets the connections the kernel has accepted for it and the process
 * has not taken yet (requests already sent); a client in the middle of a burst sends again well within this.
 */
export const QUIET_MS = 500;

const restarting = "The site is restarting. Please try again in a moment.";

/**
 * Makes `server` drainable. Call it once its "request" and "upgrade" listeners are all attached: they are
 * wrapped, so that the drain sees every request in flight and answers what arrives after the stop.
 */
export function makeDrainable(server: Server): Drainable {
  const sockets = new Set<Socket>();
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let refused = 0;
  let lastArrival = Date.now();

  server.on("connection", (socket: Socket) => {
    lastArrival = Date.now();
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  const onRequest = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    lastArrival = Date.now();
    if (draining) {
      refused += 1;
      refuseRequest(req, res);
      return;
    }
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      lastArrival = Date.now();
    });
    for (const listener of onRequest) listener.call(server, req, res);
  });

  const onUpgrade = server.listeners("upgrade") as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners("upgrade");
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    lastArrival = Date.now();
    if (draining) {
      refused += 1;
      socket.end(`HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    for (const listener of onUpgrade) listener.call(server, req, socket, head);
  });

  return {
    get draining() {
      return draining;
    },
    drain(maxMs) {
      draining = true;
      const started = Date.now();
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      let cut = 0;
      let closing = false;
      return new Promise((resolve) => {
        const finish = () => {
          clearInterval(quiet);
          clearTimeout(deadline);
          resolve({ refused, cut, ms: Date.now() - started });
        };
        // close() stops listening and closes idle kept-alive connections; it calls back once every
        // connection, WebSockets included, has closed.
        const stopListening = () => {
          if (closing) return;
          closing = true;
          if (server.listening) server.close(finish);
          else finish();
        };
        const quiet = setInterval(() => {
          if (inFlight.size === 0 && Date.now() - lastArrival >= QUIET_MS) stopListening();
        }, 50);
        const deadline = setTimeout(() => {
          stopListening();
          cut = sockets.size;
          for (const socket of sockets) socket.destroy();
        }, maxMs);
      });
    },
  };
}

/**
 * 503 for a request that arrived after the stop began, once its body is in (answering before it would
 * close the connection on bytes still coming, which the client sees as a reset rather than the answer).
 */
function refuseRequest(req: IncomingMessage, res: ServerResponse): void {
  const page = (req.headers.accept ?? "").includes("text/html");
  const body = page ? `${restarting}\n` : JSON.stringify({ error: restarting });
  const answer = () => {
    if (res.headersSent) return;
    res.writeHead(503, {
      "Content-Type": page ? "text/plain; charset=utf-8" : "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      "Retry-After": "1",
      Connection: "close",
    });
    res.end(body);
  };
  req.once("end", answer);
  req.once("error", () => res.destroy());
  req.resume();
}
