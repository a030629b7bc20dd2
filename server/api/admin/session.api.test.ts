import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { adminMessages } from "#contracts/admin-messages.ts";
import { adminSessions, auditEvents } from "#db/schema/admin.ts";
import { signInAsAdmin, TEST_ADMIN_PASSWORD, TEST_ORIGIN, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { tooManyAttemptsFromAddress, tooManyAttemptsOverall } from "#server/admin/login-throttle.ts";
import { hashSessionId } from "#server/admin/sessions.ts";
import { crossSiteRefusal } from "#server/http/same-origin.ts";
import { notSetUpMessage } from "#server/admin/sign-in.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// A path no route answers: behind the guard it says 401 without a session, 404 with one.
const guardedProbe = "/api/admin/no-such-thing";

function login(app: TestApp["app"], password: string, headers: Record<string, string> = {}) {
  return app.request("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify({ password }),
  });
}

const probe = (app: TestApp["app"], cookie?: string) => app.request(guardedProbe, { headers: cookie ? { cookie } : {} });
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

describe("admin sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testAdminSettings);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it("signs in with the right password: an httpOnly, SameSite=Lax cookie that passes the guard", async () => {
    const response = await login(t.app, TEST_ADMIN_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: true, passwordConfigured: true });
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^admin_session=[\w-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = cookieOf(response);
    expect((await probe(t.app)).status).toBe(401);
    expect((await probe(t.app, cookie)).status).toBe(404);
    const session = await t.app.request("/api/admin/session", { headers: { cookie } });
    expect(await session.json()).toEqual({ signedIn: true, passwordConfigured: true });
  });

  it("stores only the SHA-256 of the session id", async () => {
    const id = cookieOf(await login(t.app, TEST_ADMIN_PASSWORD)).split("=")[1]!;
    const rows = await t.services.database.db.select().from(adminSessions);
    expect(rows.some((row) => row.idHash === id)).toBe(false);
    expect(rows.some((row) => row.idHash === hashSessionId(id))).toBe(true);
  });

  it("refuses a wrong password with 401 'Incorrect password' and sets no cookie", async () => {
    const response = await login(t.app, "not the password at all");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: adminMessages.incorrectPassword });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("asks for the password when none is sent", async () => {
    const response = await login(t.app, "");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: adminMessages.passwordRequired, fields: { password: adminMessages.passwordRequired } });
  });

  it("audits each attempt with the client address, never the password", async () => {
    await login(t.app, "a wrong guess 123", { "x-forwarded-for": "198.51.100.7" });
    await login(t.app, TEST_ADMIN_PASSWORD);
    const rows = await t.services.database.db.select().from(auditEvents);
    const failed = rows.filter((row) => row.action === "admin.login_failed");
    expect(failed.at(-1)).toMatchObject({ actor: "admin", clientAddress: "unknown", details: { reason: "incorrect" } });
    expect(rows.filter((row) => row.action === "admin.login").length).toBeGreaterThan(0);
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain(TEST_ADMIN_PASSWORD);
    expect(everything).not.toContain("a wrong guess 123");
  });

  it("gives a new session id at every sign-in and ends the one the browser held", async () => {
    const first = cookieOf(await login(t.app, TEST_ADMIN_PASSWORD));
    const second = cookieOf(await login(t.app, TEST_ADMIN_PASSWORD, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await probe(t.app, first)).status).toBe(401);
    expect((await probe(t.app, second)).status).toBe(404);
  });

  it("logs out: the session is deleted on the server, the cookie cleared, the event audited", async () => {
    const cookie = cookieOf(await login(t.app, TEST_ADMIN_PASSWORD));
    const response = await t.app.request("/api/admin/logout", { method: "POST", headers: { cookie, origin: TEST_ORIGIN } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: false, passwordConfigured: true });
    expect(response.headers.get("set-cookie")).toMatch(/^admin_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    const id = cookie.split("=")[1]!;
    expect(
      await t.services.database.db
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.idHash, hashSessionId(id))),
    ).toEqual([]);
    expect((await probe(t.app, cookie)).status).toBe(401);
    const [latest] = await t.services.database.db.select().from(auditEvents).where(eq(auditEvents.action, "admin.logout"));
    expect(latest).toMatchObject({ actor: "admin", clientAddress: "unknown" });
  });

  it("ends a session idle for the idle timeout; use within it slides the timeout", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-06-01T00:00:00Z") });
    const cookie = cookieOf(await login(t.app, TEST_ADMIN_PASSWORD));
    for (let step = 0; step < 3; step += 1) {
      vi.advanceTimersByTime(59 * 60_000);
      expect((await probe(t.app, cookie)).status).toBe(404);
    }
    vi.advanceTimersByTime(60 * 60_000);
    expect((await probe(t.app, cookie)).status).toBe(401);
  });

  it("ends a busy session at its absolute lifetime", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-06-02T00:00:00Z") });
    const cookie = cookieOf(await login(t.app, TEST_ADMIN_PASSWORD));
    for (let minutes = 50; minutes < 12 * 60; minutes += 50) {
      vi.setSystemTime(new Date(Date.parse("2025-06-02T00:00:00Z") + minutes * 60_000));
      expect((await probe(t.app, cookie)).status).toBe(404);
    }
    vi.setSystemTime(new Date("2025-06-02T12:00:00Z"));
    expect((await probe(t.app, cookie)).status).toBe(401);
  });

  it("refuses a state-changing request from another site with 403 and the error body of docs/product/decisions.md, 14", async () => {
    const crossSite = await login(t.app, TEST_ADMIN_PASSWORD, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: crossSiteRefusal });
    const { cookie } = await signInAsAdmin(t.app, TEST_ADMIN_PASSWORD);
    const forgedLogout = await t.app.request("/api/admin/logout", { method: "POST", headers: { cookie, origin: "https://evil.example" } });
    expect(forgedLogout.status).toBe(403);
    expect((await probe(t.app, cookie)).status).toBe(404);
    const forgedForm = await t.app.request(guardedProbe, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "appointmentId=x",
    });
    expect(forgedForm.status).toBe(403);
  });

  it("answers 401 'Please sign in.' on any other /api/admin path without a session, whatever the method", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const response = await t.app.request(guardedProbe, { method, headers: { origin: TEST_ORIGIN } });
      expect(response.status, method).toBe(401);
      expect(await response.json()).toEqual({ error: "Please sign in." });
    }
    const forged = await probe(t.app, "admin_session=made-up-value");
    expect(forged.status).toBe(401);
  });
});

describe("admin sign-in limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The hash carries its own (cheap) cost, which keeps a hundred attempts quick.
    t = await createTestApp({ ...testAdminSettings, TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  const from = (address: string, password = "wrong password!") => login(t.app, password, { "x-forwarded-for": address });

  it("allows 10 failed attempts per address in 15 minutes, then 429, the right password included", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await from("203.0.113.1")).status).toBe(401);
    const limited = await from("203.0.113.1", TEST_ADMIN_PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: tooManyAttemptsFromAddress });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await from("203.0.113.2", TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it("counts guesses sent all at once from their start", async () => {
    const statuses = await Promise.all(Array.from({ length: 20 }, () => from("203.0.113.3"))).then((all) => all.map((r) => r.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("never counts a successful sign-in", async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await from("203.0.113.4", TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it("allows 100 failed attempts an hour from all addresses together, then 429", async () => {
    // 20 failures were counted above; 80 more from fresh addresses reach the overall limit.
    for (let attempt = 0; attempt < 80; attempt += 1) {
      expect((await from(`192.0.2.${Math.floor(attempt / 8) + 10}`)).status).toBe(401);
    }
    const limited = await from("192.0.2.200", TEST_ADMIN_PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: tooManyAttemptsOverall });
  });
});

describe("admin sign-in in production, with ADMIN_PASSWORD", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Test payments on a public production address only when asked for (docs/product/decisions.md, 20). The plain
    // password, hashed at the production cost, as a deployment sets it.
    t = await createTestApp({
      NODE_ENV: "production",
      PUBLIC_URL: "https://clinic.example",
      PAYMENT_PROVIDER: "test",
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
  });
  afterAll(() => t.close());

  it("accepts PUBLIC_URL's origin from any address, refuses another site's, and sets a Secure __Host- cookie", async () => {
    expect((await login(t.app, TEST_ADMIN_PASSWORD, { origin: "https://evil.example" })).status).toBe(403);
    const response = await login(t.app, TEST_ADMIN_PASSWORD, { origin: "https://clinic.example" });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__Host-admin_session=[\w-]{43};/);
    expect(setCookie).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    expect((await probe(t.app, cookieOf(response))).status).toBe(404);
    // The development name carries nothing in production.
    expect((await probe(t.app, cookieOf(response).replace("__Host-", ""))).status).toBe(401);
  });
});

describe("admin sign-in before a password is set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("says so: the session state, and 409 with how to set one", async () => {
    const state = await t.app.request("/api/admin/session");
    expect(await state.json()).toEqual({ signedIn: false, passwordConfigured: false });
    expect(state.headers.get("cache-control")).toBe("no-store");
    const response = await login(t.app, "anything at all");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: notSetUpMessage });
    expect(notSetUpMessage).toContain("ADMIN_PASSWORD_HASH");
    expect(notSetUpMessage).toContain("npm run admin:password");
    expect(response.headers.get("set-cookie")).toBeNull();
    const [audited] = await t.services.database.db.select().from(auditEvents).where(eq(auditEvents.action, "admin.login_failed"));
    expect(audited?.details).toEqual({ reason: "not-set-up" });
  });
});
