import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";
import { apiRoutes, fuzzApi } from "./api-fuzz.ts";

/** The full count (tens of thousands, with figures) is `node bench/api-fuzz.ts`; here a few thousand. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Behind a proxy, each request's X-Forwarded-For is its address: the per-address limits do not end the run.
  t = await createTestApp({ TRUST_PROXY: "true" });
}, 60_000);
afterAll(() => t.close());

describe("every API route against malformed requests", () => {
  it("covers the whole route table, webhooks included", () => {
    const paths = apiRoutes(t.app).map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(expect.arrayContaining(["POST /api/referrals", "POST /paypal/webhook", "POST /api/calendly/webhooks", "POST /paypal/order"]));
  });

  it("answers each one with JSON below 500, and the server stays healthy", async () => {
    const report = await fuzzApi(t.app, { count: 2_000 });
    // One line per kind of failure, so a broken route reads as one problem, not a thousand.
    expect([...new Set(report.failures.map((f) => `${f.method} ${f.path} ${f.status} ${f.body.slice(0, 80)}`))]).toEqual([]);
    expect(report.sent).toBeGreaterThanOrEqual(2_000);
    expect(Object.keys(report.byStatus).map(Number).every((status) => status < 500)).toBe(true);
    expect((await t.app.request("/healthz")).status).toBe(200);
    expect((await t.app.request("/readyz")).status).toBe(200);
  }, 300_000);
});
