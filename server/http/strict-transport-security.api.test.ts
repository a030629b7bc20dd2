import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/** A stand-in for React Router: any path is a page. */
async function renderDocument(): Promise<Response> {
  return new Response("<!DOCTYPE html><html><body></body></html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

describe("Strict-Transport-Security and framing", () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: "1" });
  }, 120_000);
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it("is sent over HTTPS only: never on an answer over plain HTTP, whatever an untrusted header says", async () => {
    const app = createApp(direct.services, { renderDocument });
    expect((await app.request("https://clinic.example/faq")).headers.get("strict-transport-security")).toBe(
      "max-age=15552000; includeSubDomains",
    );
    expect((await app.request("https://clinic.example/api/exercises")).headers.get("strict-transport-security")).not.toBeNull();
    expect((await app.request("http://clinic.example/faq")).headers.get("strict-transport-security")).toBeNull();
    const claimed = await app.request("http://clinic.example/faq", { headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers.get("strict-transport-security")).toBeNull();
  });

  it("follows the trusted proxy's X-Forwarded-Proto behind TRUST_PROXY", async () => {
    const app = createApp(proxied.services, { renderDocument });
    const overHttps = await app.request("http://site-1:3000/faq", { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
    const overHttp = await app.request("http://site-1:3000/faq", { headers: { "x-forwarded-proto": "http" } });
    expect(overHttp.headers.get("strict-transport-security")).toBeNull();
  });

  it("forbids framing in X-Frame-Options as the Content-Security-Policy's frame-ancestors 'none' does", async () => {
    const app = createApp(direct.services, { renderDocument });
    for (const url of ["/faq", "/api/exercises", "/healthz"]) {
      const response = await app.request(url);
      expect(response.headers.get("x-frame-options"), url).toBe("DENY");
      expect(response.headers.get("content-security-policy"), url).toContain("frame-ancestors 'none'");
    }
  });
});
