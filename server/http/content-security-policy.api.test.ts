import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { parseConfig } from "#server/config.ts";
import { createProviders } from "#server/services.ts";
import { sharedFor } from "#contracts/shared-pages.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/** The inline scripts of the prerendered page below, as React Router writes them (one with a quote and a `<`). */
const launcher = 'await new Promise((paint) => requestAnimationFrame(() => setTimeout(paint)));\nimport("/assets/entry.js");';
const context = 'window.__reactRouterContext = {"ssr":true,"note":"1 \\u003c 2"};';
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A client build in miniature: one prerendered page with inline scripts, a JSON-LD block and an external script. */
function fakeClientBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), "csp-client-build-"));
  mkdirSync(path.join(root, "faq"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(
    path.join(root, "faq", "index.html"),
    [
      "<!DOCTYPE html><html><head><title>FAQ</title>",
      '<script type="application/ld+json">{"@type":"FAQPage"}</script></head><body><h1>FAQ</h1>',
      `<script>${context}</script>`,
      `<script type="module" async="">${launcher}</script>`,
      '<script src="/assets/other.js"></script>',
      "</body></html>",
    ].join(""),
  );
  writeFileSync(path.join(root, "assets", "entry.js"), "export {};");
  return root;
}

/** The inline script of a page the same for everyone, rendered without a nonce as app/entry.server.tsx does. */
const sharedScript = "window.shared = 1;";

/**
 * A stand-in for React Router: a page whose scripts carry the nonce it is given; unknown paths are its 404;
 * `/shared` a page its route says is the same for everyone.
 */
const nonces: string[] = [];
let sharedRenders = 0;
async function renderDocument(request: Request, { nonce }: { nonce: string }): Promise<Response> {
  if (new URL(request.url).pathname === "/shared") {
    sharedRenders += 1;
    const html = `<!DOCTYPE html><html><body><p>render ${sharedRenders}</p><script>${sharedScript}</script></body></html>`;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": sharedFor(2) } });
  }
  nonces.push(nonce);
  const status = new URL(request.url).pathname === "/no-such-page" ? 404 : 200;
  const html = `<!DOCTYPE html><html><body><script nonce="${nonce}">window.x = 1;</script></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy");
  expect(header, "Content-Security-Policy header").toBeTruthy();
  return new Map(
    header!.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** What every page's policy must say, whichever way its scripts are allowed. */
function expectStrictPage(policy: Map<string, string[]>) {
  const scripts = policy.get("script-src") ?? [];
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.filter((source) => !/^'(nonce-|sha256-|strict-dynamic)/.test(source))).toEqual([]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("default-src")).toEqual(["'self'"]);
}

const thirdPartyOrigins = /paypal|calendly/;

describe("Content-Security-Policy", () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let clientRoot: string;
  let app: ReturnType<typeof createApp>;
  /** The same site with PayPal and Calendly configured. */
  let withProviders: ReturnType<typeof createApp>;

  beforeAll(async () => {
    testApp = await createTestApp();
    clientRoot = fakeClientBuild();
    const options = { clientRoot: path.relative(process.cwd(), clientRoot), renderDocument };
    app = createApp(testApp.services, options);
    const config = parseConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: testApp.services.config.dataDir,
      PAYPAL_CLIENT_ID: "client-id",
      PAYPAL_CLIENT_SECRET: "client-secret",
      CALENDLY_API_TOKEN: "calendly-token",
      CALENDLY_EVENT_TYPE_URI: "https://api.calendly.com/event_types/ABC",
    });
    const providers = createProviders(config, testApp.services.database.db);
    withProviders = createApp({ ...testApp.services, config, ...providers }, options);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    rmSync(clientRoot, { recursive: true, force: true });
  });

  it("names a prerendered page's inline scripts by hash, and no nonce", async () => {
    for (const encoding of ["identity", "gzip, br"]) {
      const response = await app.request("/faq", { headers: { "accept-encoding": encoding } });
      expect(response.status).toBe(200);
      const policy = directives(response);
      expectStrictPage(policy);
      expect(policy.get("script-src")).toEqual([sha256(context), sha256(launcher), "'strict-dynamic'"]);
    }
  });

  it("gives a server-rendered page the nonce its scripts carry, a new one on every request", async () => {
    const first = await app.request("/book-consultation");
    const second = await app.request("/book-consultation");
    const [firstNonce, secondNonce] = nonces.slice(-2);
    expect(firstNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(secondNonce).not.toBe(firstNonce);
    for (const [response, nonce] of [
      [first, firstNonce],
      [second, secondNonce],
    ] as const) {
      const policy = directives(response);
      expectStrictPage(policy);
      expect(policy.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
      expect(await response.text()).toContain(`<script nonce="${nonce}">`);
    }
  });

  it("names the scripts of a page shared by everyone by hash, sent again from the shared cache with the same policy", async () => {
    const rendersBefore = sharedRenders;
    const first = await app.request("/shared");
    const again = await app.request("/shared");
    expect(sharedRenders - rendersBefore).toBe(1);
    expect(again.headers.get("age")).toBe("0");
    expect(await again.text()).toBe(await first.text());
    for (const response of [first, again]) {
      const policy = directives(response);
      expectStrictPage(policy);
      expect(policy.get("script-src")).toEqual([sha256(sharedScript), "'strict-dynamic'"]);
      expect(response.headers.get("cache-control")).toBe(sharedFor(2));
    }
  });

  it("keeps an action's answer or a query's of such a page to its asker: no-store, its scripts still named by hash", async () => {
    for (const response of [await app.request("/shared", { method: "POST" }), await app.request("/shared?from=later")]) {
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(directives(response).get("script-src")).toEqual([sha256(sharedScript), "'strict-dynamic'"]);
    }
    // A query's answer is rendered each time, never taken from the cache.
    const rendersBefore = sharedRenders;
    await app.request("/shared?from=sooner");
    expect(sharedRenders - rendersBefore).toBe(1);
  });

  it("gives the 404 page the page policy with its nonce", async () => {
    const response = await app.request("/no-such-page");
    expect(response.status).toBe(404);
    const policy = directives(response);
    expectStrictPage(policy);
    expect(policy.get("script-src")).toEqual([`'nonce-${nonces.at(-1)}'`, "'strict-dynamic'"]);
  });

  it("lets an API answer, its 404 and an asset load nothing and be framed by no one", async () => {
    for (const [url, status] of [
      ["/healthz", 200],
      ["/api/no-such-thing", 404],
      ["/assets/entry.js", 200],
    ] as const) {
      const response = await app.request(url);
      expect(response.status).toBe(status);
      const policy = directives(response);
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
    }
  });

  it("allows PayPal's origins only on the checkout, and only when PayPal is the provider", async () => {
    const policy = directives(await withProviders.request("/checkout"));
    expectStrictPage(policy);
    expect(policy.get("frame-src")).toEqual(expect.arrayContaining(["https://*.paypal.com"]));
    expect(policy.get("connect-src")).toEqual(["'self'", "https://*.paypal.com"]);
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["https://*.paypal.com", "https://*.paypalobjects.com"]));
    // The balance's payment link loads nothing of PayPal's: its 'Pay' form's answer sends the payer to PayPal's page.
    const balance = directives(await withProviders.request("/pay-balance/some-token"));
    expect(balance.get("form-action")).toEqual(["'self'", "https://*.paypal.com"]);
    for (const name of ["connect-src", "frame-src", "img-src", "script-src"]) expect(balance.get(name)?.join(" ")).not.toMatch(/paypal/);
    for (const url of ["/book-consultation", "/schedule-appointment", "/faq", "/no-such-page"]) {
      expect((await withProviders.request(url)).headers.get("content-security-policy")).not.toMatch(/paypal/);
    }
    expect((await app.request("/checkout")).headers.get("content-security-policy")).not.toMatch(thirdPartyOrigins);
  });

  it("allows Calendly's origins only where its widget can load, and only when Calendly is the scheduler", async () => {
    const policy = directives(await withProviders.request("/schedule-appointment"));
    expectStrictPage(policy);
    expect(policy.get("frame-src")).toEqual(["https://calendly.com"]);
    expect(policy.get("style-src")).toContain("https://assets.calendly.com");
    // The checkout's document goes on to the schedule page in the browser after a deposit with no time yet.
    expect(directives(await withProviders.request("/checkout")).get("frame-src")).toContain("https://calendly.com");
    for (const url of ["/book-consultation", "/pay-balance/some-token", "/faq", "/"]) {
      expect((await withProviders.request(url)).headers.get("content-security-policy")).not.toMatch(/calendly/);
    }
    expect((await app.request("/schedule-appointment")).headers.get("content-security-policy")).not.toMatch(thirdPartyOrigins);
  });

  it("lets the room's pages alone reach the room's WebSocket by its explicit origin, as the browser addressed it", async () => {
    const room = ["/consultation/Ab-c_d0123456789012345678901234567890123456", "/admin/consultations/00000000-0000-4000-8000-000000000000"];
    for (const url of room) {
      const policy = directives(await app.request(`http://clinic.test:8080${url}`));
      expectStrictPage(policy);
      expect(policy.get("connect-src")).toEqual(["'self'", "ws://clinic.test:8080"]);
    }
    for (const url of ["/book-consultation", "/manage-booking/some-token", "/admin"]) {
      expect(directives(await app.request(url)).get("connect-src")).toEqual(["'self'"]);
    }
    // Behind a TLS-terminating proxy the page was loaded over https: the socket is wss on the proxy's host.
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const behindProxy = createApp(proxied.services, { renderDocument });
      const response = await behindProxy.request(`http://10.0.0.2:3000${room[0]}`, {
        headers: { "x-forwarded-proto": "https", "x-forwarded-host": "clinic.example" },
      });
      expect(directives(response).get("connect-src")).toEqual(["'self'", "wss://clinic.example"]);
    } finally {
      await proxied.close();
    }
  });
});
