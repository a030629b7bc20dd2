import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#db/schema/contact.ts";
import { apiRoutes } from "#tests/fuzz/api-fuzz.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { signedWebhookPaths } from "#server/api/routes.ts";
import { createApp } from "#server/app.ts";
import { crossSiteRefusal } from "./same-origin.ts";

/**
 * The same-origin check of every write (docs/decisions/0036), on the real app: every write route of its
 * route table, and the pages' posts, refuse a request from another site; the site's own requests pass,
 * whatever address it is reached by.
 */

const anyId = "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f";
const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const crossSite = {
  "by Fetch Metadata": { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
  "by Origin alone (an older browser)": { origin: "https://evil.example" },
};

/** The app's write routes as [method, concrete path], path parameters filled in. */
function writeRoutesOf(app: TestApp["app"]): [string, string][] {
  return apiRoutes(app)
    .filter(({ method }) => writeMethods.has(method))
    .map(({ method, path }) => [method, path.replace(/:[^/]+/g, anyId)]);
}

/** A JSON write to the app (addressed at http://localhost unless `url` is absolute) with these headers. */
function write(app: TestApp["app"], url: string, headers: Record<string, string>, method = "POST") {
  return app.request(url, { method, headers: { "content-type": "application/json", ...headers }, body: "{}" });
}

/** The answer is not the cross-site refusal: the route itself answered. */
async function passed(response: Response | Promise<Response>): Promise<boolean> {
  const answer = await response;
  return answer.status !== 403 || !(await answer.text()).includes(crossSiteRefusal);
}

describe("writes from another site", () => {
  let t: TestApp;
  let routes: [string, string][];
  let rendered: string[];
  let app: TestApp["app"];
  beforeAll(async () => {
    t = await createTestApp();
    routes = writeRoutesOf(t.app);
    rendered = [];
    // The pages behind the check: a stand-in for React Router that records what reached it.
    app = createApp(t.services, {
      renderDocument: async (request) => {
        rendered.push(`${request.method} ${new URL(request.url).pathname}`);
        return new Response("<!doctype html><p>page</p>", { headers: { "content-type": "text/html" } });
      },
    });
  });
  afterAll(() => t.close());

  it("sees the write routes of every area in the route table", () => {
    const table = routes.map(([method, path]) => `${method} ${path}`);
    for (const route of [
      "POST /api/admin/login",
      "POST /api/contact",
      "POST /api/referrals",
      "POST /api/playlists",
      `POST /api/manage-booking/${anyId}/cancel`,
      "POST /paypal/order",
      ...signedWebhookPaths.map((path) => `POST ${path}`),
    ]) {
      expect(table).toContain(route);
    }
    expect(routes.length).toBeGreaterThan(30);
  });

  for (const [how, headers] of Object.entries(crossSite)) {
    it(`refuses every write route with 403 and the API's body, ${how}; the signed webhooks excepted`, async () => {
      for (const [method, path] of routes) {
        const response = await write(t.app, path, headers, method);
        const route = `${method} ${path}`;
        if ((signedWebhookPaths as readonly string[]).includes(path)) {
          // Its own answer to an unsigned delivery.
          expect(await passed(response), route).toBe(true);
          continue;
        }
        expect(response.status, route).toBe(403);
        expect(await response.json(), route).toEqual({ error: crossSiteRefusal });
      }
    });
  }

  it("refuses before the route runs: a forged contact message is not stored", async () => {
    const message = { name: "Forged", email: "forged@example.com", message: "Sent by another site's page." };
    const response = await t.app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify(message),
    });
    expect(response.status).toBe(403);
    expect(await t.services.database.db.select().from(contactMessages)).toEqual([]);
  });

  it("refuses every kind of body, a form's included, and an unknown API path", async () => {
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", "name=x"],
      ["multipart/form-data; boundary=b", "--b--"],
      ["text/plain", '{"password":"x"}'],
    ] as const) {
      const response = await t.app.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": type, origin: "https://evil.example" },
        body,
      });
      expect(response.status, type).toBe(403);
    }
    expect((await write(t.app, "/api/no-such-thing", crossSite["by Origin alone (an older browser)"])).status).toBe(403);
  });

  it("refuses a page's post (a document post and React Router's data request) with a readable page, before React Router", async () => {
    for (const path of ["/contact", "/contact.data", "/healthcare-referrals", "/no-such-page"]) {
      const response = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        body: "name=Forged&email=forged%40example.com&message=Hello",
      });
      expect(response.status, path).toBe(403);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page, path).toContain("<h1>Not sent</h1>");
      expect(page, path).toContain(crossSiteRefusal);
      expect(page, path).toContain('<a href="/">');
      expect(page, path).not.toContain("<script");
    }
    expect(rendered).toEqual([]);
    // Reading a page from another site's link is no write.
    expect((await app.request("/contact", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).status).toBe(
      200,
    );
  });

  it("refuses a sibling site (same-site is not same-origin) and an opaque origin", async () => {
    expect(await passed(write(t.app, "/api/contact", { "sec-fetch-site": "same-site", origin: "https://shop.localhost" }))).toBe(false);
    expect(await passed(write(t.app, "/api/contact", { origin: "null" }))).toBe(false);
  });

  it("refuses an Origin that names the site's host with another scheme", async () => {
    expect(await passed(write(t.app, "/api/contact", { origin: "https://localhost" }))).toBe(false);
  });
});

describe("writes from the site itself", () => {
  let t: TestApp;
  let proxied: TestApp;
  let reached: { url: string; body: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://clinic.example" });
    reached = [];
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it("accepts what the browser says is same-origin, or the person's own action", async () => {
    for (const site of ["same-origin", "none"]) {
      expect(await passed(write(t.app, "/api/contact", { "sec-fetch-site": site, origin: "http://localhost" })), site).toBe(true);
    }
  });

  it("accepts an Origin that is the origin the request was made to, whatever address that is", async () => {
    for (const origin of ["http://localhost", "http://192.168.1.20:3999", "http://127.0.0.1:3710", "https://clinic.example"]) {
      expect(await passed(write(t.app, `${origin}/api/contact`, { origin })), origin).toBe(true);
      expect(await passed(write(t.app, `${origin}/api/contact`, { origin: "https://evil.example" })), origin).toBe(false);
    }
  });

  it("accepts PUBLIC_URL's origin from any address, Fetch Metadata or not", async () => {
    const fromPublicUrl: Record<string, string>[] = [
      { origin: "https://clinic.example" },
      { origin: "https://clinic.example", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of fromPublicUrl) {
      expect(await passed(write(proxied.app, "http://10.0.0.5:3000/api/contact", headers))).toBe(true);
    }
    // The default PUBLIC_URL, http://localhost:PORT, is this machine at the port it listens on.
    expect(await passed(write(t.app, "http://127.0.0.1:3000/api/contact", { origin: "http://localhost:3000" }))).toBe(true);
  });

  it("takes the proxy's forwarded scheme and host only under TRUST_PROXY", async () => {
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "physio.example", origin: "https://physio.example" };
    expect(await passed(write(proxied.app, "http://10.0.0.5:3000/api/contact", forwarded))).toBe(true);
    expect(await passed(write(t.app, "http://10.0.0.5:3000/api/contact", forwarded))).toBe(false);
    // Behind the proxy, the address the proxy used is not the site's.
    expect(await passed(write(proxied.app, "http://10.0.0.5:3000/api/contact", { ...forwarded, origin: "http://10.0.0.5:3000" }))).toBe(
      false,
    );
    // A proxy that passes the Host through and says only the scheme.
    const schemeOnly = { "x-forwarded-proto": "https", origin: "https://physio.example" };
    expect(await passed(write(proxied.app, "http://physio.example/api/contact", schemeOnly))).toBe(true);
  });

  it("accepts a request with neither Origin nor Fetch Metadata: no browser sent it, so no one's cookies ride on it", async () => {
    expect(await passed(write(t.app, "/api/contact", {}))).toBe(true);
    expect(await passed(write(t.app, "/api/admin/login", {}))).toBe(true);
  });

  it("hands React Router the request as the browser addressed it behind the proxy, body and all", async () => {
    const app = createApp(proxied.services, {
      renderDocument: async (request) => {
        reached.push({ url: request.url, body: await request.text() });
        return new Response("ok");
      },
    });
    const response = await app.request("http://10.0.0.5:3000/contact?x=1", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "physio.example",
        origin: "https://physio.example",
        "sec-fetch-site": "same-origin",
      },
      body: "name=Sam",
    });
    expect(response.status).toBe(200);
    expect(reached).toEqual([{ url: "https://physio.example/contact?x=1", body: "name=Sam" }]);
  });
});
