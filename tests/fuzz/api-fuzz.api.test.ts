import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin, TEST_ADMIN_PASSWORD, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { apiRoutes, fuzzApi } from "./api-fuzz.ts";

/** The full count (tens of thousands, with figures) is `node bench/api-fuzz.ts`; here a few thousand. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Behind a proxy, each request's X-Forwarded-For is its address: the per-address limits do not end the run.
  t = await createTestApp({ TRUST_PROXY: "true", ...testAdminSettings });
}, 60_000);
afterAll(() => t.close());

describe("every API route against malformed requests", () => {
  it("covers the whole route table, webhooks included", () => {
    const paths = apiRoutes(t.app).map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST /api/referrals",
        "POST /paypal/webhook",
        "POST /api/calendly/webhooks",
        "POST /paypal/order",
        "GET /api/playlists/:id/sessions",
        "POST /api/playlists/:id/sessions",
      ]),
    );
  });

  it("answers each one with JSON below 500, signed in as the admin or not, and the server stays healthy", async () => {
    const { cookie } = await signInAsAdmin(t.app, TEST_ADMIN_PASSWORD);
    const anonymous = await fuzzApi(t.app, { count: 1_000 });
    const admin = await fuzzApi(t.app, { count: 1_000, seed: 7, headers: { cookie } });
    for (const report of [anonymous, admin]) {
      // One line per kind of failure, so a broken route reads as one problem, not a thousand.
      expect([...new Set(report.failures.map((f) => `${f.method} ${f.path} ${f.status} ${f.body.slice(0, 80)}`))]).toEqual([]);
      expect(report.sent).toBeGreaterThanOrEqual(1_000);
      expect(
        Object.keys(report.byStatus)
          .map(Number)
          .every((status) => status < 500),
      ).toBe(true);
    }
    // Signed in, the admin API's bodies were read: not every admin answer is the guard's 401.
    expect(Object.keys(admin.byStatus).map(Number)).toEqual(expect.arrayContaining([400, 404]));
    expect((await t.app.request("/healthz")).status).toBe(200);
    expect((await t.app.request("/readyz")).status).toBe(200);
  }, 300_000);
});
