import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin, TEST_ADMIN_PASSWORD, testAdminSettings, TEST_ORIGIN, type RequestingApp } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/**
 * The proof that every /api/admin/* route of the real app, including any added later, answers 401
 * without a session and lets a signed-in request through. Only sign-in, sign-out and the session's state
 * are open.
 */

const openRoutes = new Set(["POST /api/admin/login", "POST /api/admin/logout", "GET /api/admin/session"]);
/**
 * The guarded routes there were when this was written: a table read wrongly (the route list renamed by a Hono
 * upgrade, the prefix changed) would otherwise walk no route and pass. Raise it when routes are added.
 */
const GUARDED_ROUTES_AT_LEAST = 14;
const anyId = "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f";

interface RouteTable {
  routes: { method: string; path: string }[];
}

/** The admin routes of an app's route table, as "METHOD /path" with path parameters filled in. */
function adminRoutesOf(app: RouteTable): string[] {
  const found = new Set<string>();
  for (const { method, path } of app.routes) {
    // Middleware (`use`) is registered as ALL on a wildcard path: it is what guards, not what is guarded.
    if (!path.startsWith("/api/admin/") || path.endsWith("*")) continue;
    const concrete = path.replace(/:[^/]+/g, anyId);
    found.add(`${method === "ALL" ? "GET" : method} ${concrete}`);
  }
  return [...found].filter((route) => !openRoutes.has(route)).sort();
}

function call(app: RequestingApp, route: string, headers: Record<string, string>) {
  const [method, path] = route.split(" ") as [string, string];
  const body = method === "GET" || method === "HEAD" ? undefined : "{}";
  return app.request(path, { method, headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) }, body });
}

describe("the admin API's guard", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let routes: string[];
  beforeAll(async () => {
    t = await createTestApp(testAdminSettings);
    routes = adminRoutesOf(t.app);
  });
  afterAll(() => t.close());

  it("sees the admin router in the route table", () => {
    const all = t.app.routes.map(({ method, path }) => `${method} ${path}`);
    for (const route of openRoutes) expect(all).toContain(route);
    expect(routes.length).toBeGreaterThanOrEqual(GUARDED_ROUTES_AT_LEAST);
    expect(routes).toContain("GET /api/admin/appointments");
  });

  it("answers 401 'Please sign in.' on every guarded route without a session", async () => {
    for (const route of [...routes, "GET /api/admin/not-a-route", "POST /api/admin/not-a-route"]) {
      const response = await call(t.app, route, { origin: TEST_ORIGIN });
      expect(response.status, route).toBe(401);
      expect(await response.json(), route).toEqual({ error: "Please sign in." });
    }
  });

  it("lets a signed-in request from the site through every guarded route", async () => {
    const headers = await signInAsAdmin(t.app, TEST_ADMIN_PASSWORD);
    for (const route of routes) {
      const response = await call(t.app, route, headers);
      expect(response.status, route).not.toBe(401);
      expect(response.status, route).not.toBe(403);
      expect(response.status, route).toBeLessThan(500);
    }
  });

  it("would catch a route that escaped the guard", async () => {
    const escaped = new Hono();
    escaped.get("/api/admin/escaped/:id", (c) => c.json({ open: true }));
    expect(adminRoutesOf(escaped)).toEqual([`GET /api/admin/escaped/${anyId}`]);
    expect((await call(escaped, adminRoutesOf(escaped)[0]!, {})).status).not.toBe(401);
  });
});
