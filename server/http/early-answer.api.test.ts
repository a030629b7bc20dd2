import { serve, type ServerType } from "@hono/node-server";
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let server: ServerType;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp();
  server = serve({ fetch: testApp.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testApp.close();
});

/** One request on `agent`, its body written in full, answered with status, headers and text. */
function send(agent: Agent, method: string, path: string, body?: Buffer) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: body ? { "content-type": "application/json", "content-length": body.length } : {},
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, text }));
      },
    );
    // The server may answer and close before the whole body is sent: that is the point, not a failure.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    req.end(body);
  });
}

describe("an answer given before the body was read", () => {
  it("closes the connection, so the next request on a keep-alive agent is not lost", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = await send(agent, "POST", "/api/contact", Buffer.alloc(256 * 1024, 0x20));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.connection).toBe("close");
      expect(JSON.parse(tooLarge.text)).toEqual({ error: "Your message is too long. Please shorten it and try again." });
      for (let i = 0; i < 3; i++) expect((await send(agent, "GET", "/healthz")).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("keeps the connection of an answer whose body was read", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, "POST", "/api/contact", Buffer.from(JSON.stringify({ name: "" })));
      expect(refused.status).toBe(400);
      expect(refused.connection).toBe("keep-alive");
      expect((await send(agent, "GET", "/healthz")).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
