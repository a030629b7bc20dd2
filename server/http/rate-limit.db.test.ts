import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import type { AppEnv, AppServices } from "#server/context.ts";
import { parseConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { handleError } from "./errors.ts";
import { rateLimit } from "./rate-limit.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

/** An app with one limited route; apps built on the same database are two processes sharing its counters. */
function appWith(limitOptions: Parameters<typeof rateLimit>[0], env: Record<string, string> = {}) {
  const services = { config: parseConfig(env), database } as AppServices;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.onError(handleError(createLogger("silent")));
  app.post("/limited", rateLimit(limitOptions), (c) => c.json({ ok: true }));
  return app;
}

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe("rateLimit", () => {
  it("lets `limit` requests through per address and window, then answers 429 with the message", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T00:00:00Z") });
    const app = appWith({ name: "window", windowMs: 60_000, limit: 2, message: "Too many messages." });
    const send = (address: string) => app.request("/limited", { method: "POST" }, from(address));

    expect((await send("10.0.0.1")).status).toBe(200);
    expect((await send("10.0.0.1")).status).toBe(200);
    const refused = await send("10.0.0.1");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "Too many messages." });
    expect(refused.headers.get("Retry-After")).toBe("60");

    // Another address has its own allowance.
    expect((await send("10.0.0.2")).status).toBe(200);

    vi.advanceTimersByTime(30_000);
    expect((await send("10.0.0.1")).headers.get("Retry-After")).toBe("30");
    vi.advanceTimersByTime(30_000);
    expect((await send("10.0.0.1")).status).toBe(200);
  });

  it("counts in the database: two apps (two processes) on one database share the allowance", async () => {
    const options = { name: "shared", windowMs: 60_000, limit: 3, message: "Slow down." };
    const [first, second] = [appWith(options), appWith(options)];
    const send = (app: Hono<AppEnv>) => app.request("/limited", { method: "POST" }, from("10.0.0.3"));
    const statuses = await Promise.all([first, second, first, second, first, second].map(send)).then((all) => all.map((r) => r.status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it("keeps limits with different names, or without names different messages, apart", async () => {
    const named = (name: string) => appWith({ name, windowMs: 60_000, limit: 1, message: "Once." });
    const unnamed = (message: string) => appWith({ windowMs: 60_000, limit: 1, message });
    const send = async (app: Hono<AppEnv>) => (await app.request("/limited", { method: "POST" }, from("10.0.0.4"))).status;
    expect([await send(named("a")), await send(named("b")), await send(named("a"))]).toEqual([200, 200, 429]);
    expect([await send(unnamed("One.")), await send(unnamed("Two.")), await send(unnamed("One."))]).toEqual([200, 200, 429]);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set, and then uses the entry the proxy added", async () => {
    const request = (app: Hono<AppEnv>, forwarded: string) =>
      app.request("/limited", { method: "POST", headers: { "X-Forwarded-For": forwarded } }, from("127.0.0.1"));

    const direct = appWith({ name: "direct", windowMs: 60_000, limit: 1, message: "Slow down." });
    expect((await request(direct, "1.1.1.1")).status).toBe(200);
    expect((await request(direct, "2.2.2.2")).status).toBe(429);

    const proxied = appWith({ name: "proxied", windowMs: 60_000, limit: 1, message: "Slow down." }, { TRUST_PROXY: "1" });
    expect((await request(proxied, "9.9.9.9, 1.1.1.1")).status).toBe(200);
    // A client forging the first entry is still counted by the address the proxy saw.
    expect((await request(proxied, "8.8.8.8, 1.1.1.1")).status).toBe(429);
    expect((await request(proxied, "2.2.2.2")).status).toBe(200);
  });

  it("counts a whole IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address", async () => {
    const app = appWith({ name: "networks", windowMs: 60_000, limit: 2, message: "Slow down." });
    const send = async (address: string) => (await app.request("/limited", { method: "POST" }, from(address))).status;
    expect(await send("2001:db8:1:2::1")).toBe(200);
    expect(await send("2001:db8:1:2:ffff::9")).toBe(200);
    expect(await send("2001:db8:1:2:abcd:1:2:3")).toBe(429);
    expect(await send("2001:db8:1:3::1")).toBe(200);

    expect(await send("192.0.2.60")).toBe(200);
    expect(await send("::ffff:192.0.2.60")).toBe(200);
    expect(await send("192.0.2.60")).toBe(429);
  });
});
