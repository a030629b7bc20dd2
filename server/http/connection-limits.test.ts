import { request } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { upgradeWebSocket } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { AppEnv } from "#server/context.ts";
import { createNodeServer } from "#server/http-server.ts";
import type { ConnectionLimits } from "./connection-limits.ts";

/**
 * Slow clients against the real Node server of the site (createNodeServer), in process, with limits set low:
 * slow sockets are held to their address's cap or cut at the headers timeout, and real requests from
 * elsewhere are answered all along. Loopback has many addresses: attackers come from 127.0.0.1, real
 * clients from 127.0.0.2.
 */
const attacker = "127.0.0.1";
const client = "127.0.0.2";

function testApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/ping", (c) => c.text("pong"));
  app.post("/upload", async (c) => c.text(`${(await c.req.text()).length} bytes`));
  app.get(
    "/echo",
    upgradeWebSocket(() => ({ onMessage: (event, ws) => ws.send(`echo ${String(event.data)}`) })),
  );
  return app;
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(limits: ConnectionLimits): Promise<number> {
  const server = createNodeServer(testApp(), limits);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return (server.address() as AddressInfo).port;
}

/** A real request from `from`: the status and body, or the error's code. */
function ping(port: number, from = client): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/ping", localAddress: from, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(`${res.statusCode} ${body}`));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

/** A slowloris socket: a request's first line, then one header line every 200 ms, never the end of the headers. */
function slowClient(port: number) {
  const socket: Socket = connect({ host: "127.0.0.1", port, localAddress: attacker });
  let received = "";
  let drip: ReturnType<typeof setInterval> | undefined;
  socket.on("connect", () => {
    socket.write("GET /ping HTTP/1.1\r\nHost: localhost\r\n");
    drip = setInterval(() => socket.write("X-Slow: 1\r\n"), 200);
  });
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  socket.on("error", () => undefined);
  const closed = new Promise<string>((resolve) =>
    socket.on("close", () => {
      clearInterval(drip);
      resolve(received);
    }),
  );
  return { socket, closed };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("slow clients", () => {
  it("hold no more than their address's cap, while real requests from elsewhere are answered", async () => {
    const port = await serve({ headersTimeoutMs: 60_000, requestTimeoutMs: 60_000, maxConnections: 1000, maxConnectionsPerAddress: 20 });
    const slow = Array.from({ length: 30 }, () => slowClient(port));
    const closedEarly: string[] = [];
    for (const { closed } of slow) void closed.then((received) => closedEarly.push(received));
    // The ten over the cap are closed as they arrive, before a byte is answered.
    await until(() => closedEarly.length === 10);
    expect(closedEarly).toEqual(Array(10).fill(""));

    // Twenty slow sockets are still held open, and real clients are answered.
    const answers = await Promise.all(Array.from({ length: 10 }, () => ping(port)));
    expect(answers).toEqual(Array(10).fill("200 pong"));
    expect(slow.filter(({ socket }) => !socket.closed)).toHaveLength(20);
    // The attacker's own address is refused a twenty-first connection, however real its request.
    expect(await ping(port, attacker)).toMatch(/^(ECONNRESET|EPIPE|socket hang up)$/);

    for (const { socket } of slow) socket.destroy();
  });

  it("are cut with 408 at the headers timeout, freeing the overall cap for real requests", async () => {
    const port = await serve({ headersTimeoutMs: 1000, requestTimeoutMs: 2000, maxConnections: 10, maxConnectionsPerAddress: null });
    const slow = Array.from({ length: 10 }, () => slowClient(port));
    const connected = () => slow.filter(({ socket }) => socket.readyState === "open").length;
    await until(() => connected() === 10);
    // Every connection the cap allows is taken: one more is closed as it arrives.
    const over = slowClient(port);
    expect(await over.closed).toBe("");

    const received = await Promise.all(slow.map(({ closed }) => closed));
    for (const answer of received) expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(await ping(port)).toBe("200 pong");
  });

  it("a stalled body is cut with 408 at the request timeout", async () => {
    const port = await serve({ headersTimeoutMs: 1000, requestTimeoutMs: 2000, maxConnections: 10, maxConnectionsPerAddress: null });
    const socket = connect({ host: "127.0.0.1", port, localAddress: client });
    socket.on("connect", () => socket.write("POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nfirst bytes"));
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    await new Promise((resolve) => socket.on("close", resolve));
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });
});

describe("a consultation room's WebSocket", () => {
  it("outlives the request timeout, and counts against its address's cap until it closes", async () => {
    const port = await serve({ headersTimeoutMs: 1000, requestTimeoutMs: 1000, maxConnections: 1000, maxConnectionsPerAddress: 3 });
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/echo`, { localAddress: client });
        ws.once("open", () => resolve(ws));
        ws.once("error", reject);
      });
    const sockets = [await open(), await open(), await open()];
    // Past the request timeout and Node's next check of it: an open WebSocket is no request in progress.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const echo = new Promise<string>((resolve) => sockets[0]!.once("message", (data: Buffer) => resolve(data.toString())));
    sockets[0]!.send("still here");
    expect(await echo).toBe("echo still here");

    expect(await ping(port)).toMatch(/^(ECONNRESET|EPIPE|socket hang up)$/);
    const closed = new Promise((resolve) => sockets[2]!.once("close", resolve));
    sockets[2]!.close();
    await closed;
    // The server hears the close a moment after the browser does.
    await expect.poll(() => ping(port)).toBe("200 pong");
    for (const ws of sockets) ws.terminate();
  });
});
