import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv, AppServices } from "../context.ts";
import { parseConfig } from "../config.ts";
import { rateLimit } from "./rate-limit.ts";

function appWith(limitOptions: Parameters<typeof rateLimit>[0], env: Record<string, string> = {}) {
  const services = { config: parseConfig(env) } as AppServices;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.post("/limited", rateLimit(limitOptions), (c) => c.json({ ok: true }));
  return app;
}

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe("rateLimit", () => {
  it("lets `limit` requests through per address and window, then answers 429 with the message", async () => {
    let clock = 1_000_000;
    const app = appWith({ windowMs: 60_000, limit: 2, message: "Too many messages.", now: () => clock });
    const send = (address: string) => app.request("/limited", { method: "POST" }, from(address));

    expect((await send("10.0.0.1")).status).toBe(200);
    expect((await send("10.0.0.1")).status).toBe(200);
    const refused = await send("10.0.0.1");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "Too many messages." });
    expect(refused.headers.get("Retry-After")).toBe("60");

    // Another address has its own allowance.
    expect((await send("10.0.0.2")).status).toBe(200);

    clock += 30_000;
    expect((await send("10.0.0.1")).headers.get("Retry-After")).toBe("30");
    clock += 30_000;
    expect((await send("10.0.0.1")).status).toBe(200);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set, and then uses its last entry", async () => {
    const request = (app: Hono<AppEnv>, forwarded: string) =>
      app.request("/limited", { method: "POST", headers: { "X-Forwarded-For": forwarded } }, from("127.0.0.1"));

    const direct = appWith({ windowMs: 60_000, limit: 1, message: "Slow down." });
    expect((await request(direct, "1.1.1.1")).status).toBe(200);
    expect((await request(direct, "2.2.2.2")).status).toBe(429);

    const proxied = appWith({ windowMs: 60_000, limit: 1, message: "Slow down." }, { TRUST_PROXY: "true" });
    expect((await request(proxied, "9.9.9.9, 1.1.1.1")).status).toBe(200);
    // A client forging the first entry is still counted by the address the proxy saw.
    expect((await request(proxied, "8.8.8.8, 1.1.1.1")).status).toBe(429);
    expect((await request(proxied, "2.2.2.2")).status).toBe(200);
  });

  it("counts by a custom key when given one", async () => {
    const app = appWith({ windowMs: 60_000, limit: 1, message: "Once.", key: (c) => c.req.header("x-user") ?? "" });
    const as = (user: string) => app.request("/limited", { method: "POST", headers: { "x-user": user } });
    expect((await as("a")).status).toBe(200);
    expect((await as("b")).status).toBe(200);
    expect((await as("a")).status).toBe(429);
  });
});
