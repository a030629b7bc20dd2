import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { crossSiteRefusal } from "./cross-origin-protection.ts";

/**
 * Every write of the site, the JSON API's and the pages' alike, must come from the site's own pages
 * (docs/decisions/0036): walked over the real app's route table, so a route added later is covered.
 */
const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const signedWebhooks = new Set(["POST /paypal/webhook", "POST /api/calendly/webhooks"]);
const anyId = "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f";

/** The app's write routes as "METHOD /path", path parameters filled in; middleware (ALL on a wildcard) left out. */
function writeRoutesOf(app: TestApp["app"]): string[] {
  const found = new Set<string>();
  for (const { method, path } of app.routes) {
    if (!writeMethods.has(method) || path.endsWith("*")) continue;
    found.add(`${method} ${path.replace(/:[^/]+/g, anyId)}`);
  }
  return [...found].sort();
}

function send(app: TestApp["app"], route: string, headers: Record<string, string>, url = "http://site.example") {
  const [method, path] = route.split(" ") as [string, string];
  return app.request(`${url}${path}`, { method, headers: { "content-type": "application/json", ...headers }, body: "{}" });
}

/** Whatever a route answers to `{}` (400, 401, 404...), it is not the cross-site refusal. */
async function refused(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const text = await response.text();
  return text.includes(crossSiteRefusal);
}

describe("cross-origin protection", () => {
  let t: TestApp;
  let page: TestApp["app"];
  let routes: string[];
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://clinic.example" });
    // The same services behind a stand-in for React Router: a page's post reaches it only when allowed.
    page = createApp(t.services, { renderDocument: async () => new Response("rendered", { status: 200 }) });
    routes = writeRoutesOf(t.app);
  });
  afterAll(() => t.close());

  it("finds the write routes of every area in the route table", () => {
    for (const expected of [
      "POST /api/contact",
      "POST /api/referrals",
      "POST /api/bookings/hold",
      "POST /api/admin/login",
      "POST /api/playlists",
    ]) {
      expect(routes).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(25);
  });

  it("refuses a cross-site write to every route but the signed webhooks, by Fetch Metadata and by Origin alike", async () => {
    for (const route of routes.filter((route) => !signedWebhooks.has(route))) {
      expect(await refused(await send(t.app, route, { "sec-fetch-site": "cross-site" })), `${route} (Sec-Fetch-Site)`).toBe(true);
      expect(await refused(await send(t.app, route, { "sec-fetch-site": "same-site" })), `${route} (same-site)`).toBe(true);
      expect(await refused(await send(t.app, route, { origin: "https://evil.example" })), `${route} (Origin)`).toBe(true);
      expect(await refused(await send(t.app, route, { origin: "null" })), `${route} (opaque Origin)`).toBe(true);
    }
    for (const route of signedWebhooks) {
      expect(await refused(await send(t.app, route, { origin: "https://evil.example" })), route).toBe(false);
    }
  });

  it("lets the site's own writes through: same origin by Fetch Metadata, by Host, or PUBLIC_URL's", async () => {
    const route = "POST /api/contact";
    expect(await refused(await send(t.app, route, { "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(await refused(await send(t.app, route, { origin: "http://site.example" }))).toBe(false);
    expect(await refused(await send(t.app, route, { origin: "http://192.168.1.20:3999" }, "http://192.168.1.20:3999"))).toBe(false);
    expect(await refused(await send(t.app, route, { origin: "https://clinic.example" }))).toBe(false);
    // PUBLIC_URL's origin even where the browser's metadata calls it another site (a second domain in front).
    expect(await refused(await send(t.app, route, { origin: "https://clinic.example", "sec-fetch-site": "cross-site" }))).toBe(false);
  });

  it("lets a request with no Origin and no Fetch Metadata through: not a browser's (an API client's, cookies or not)", async () => {
    expect(await refused(await send(t.app, "POST /api/contact", {}))).toBe(false);
    expect(await refused(await send(t.app, "POST /api/contact", { cookie: "playlist_owner=abc" }))).toBe(false);
  });

  it("trusts a forwarded host only behind a trusted proxy", async () => {
    const forwarded = { origin: "https://physio.example", "x-forwarded-host": "physio.example" };
    expect(await refused(await send(t.app, "POST /api/contact", forwarded))).toBe(true);
    const behindProxy = await createTestApp({ PUBLIC_URL: "https://clinic.example", TRUST_PROXY: "1" });
    try {
      expect(await refused(await send(behindProxy.app, "POST /api/contact", forwarded))).toBe(false);
      expect(await refused(await send(behindProxy.app, "POST /api/contact", { ...forwarded, origin: "https://evil.example" }))).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  it("answers a refused page post with a page a person can read, and lets the site's own post reach the page", async () => {
    const form = (headers: Record<string, string>) =>
      page.request("http://site.example/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "name=Sam",
      });
    const crossSite = await form({ origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("content-type")).toMatch(/^text\/html/);
    const text = await crossSite.text();
    expect(text).toContain(crossSiteRefusal);
    expect(text).toContain("nothing was changed");
    const dataRequest = await page.request("http://site.example/contact.data", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(dataRequest.status).toBe(403);
    const own = await form({ origin: "http://site.example" });
    expect(own.status).toBe(200);
    expect(await own.text()).toBe("rendered");
  });
});
