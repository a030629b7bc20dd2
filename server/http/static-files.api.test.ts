import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/** A client build in miniature: a hashed asset and a prerendered page, each with its .br and .gz twins. */
function fakeClientBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), "client-build-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "faq"));
  const files: Record<string, string> = {
    "assets/app-Ab12Cd34.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
    "faq/index.html": `<!doctype html><title>FAQ</title>${"<p>answer</p>".repeat(200)}`,
    "index.html": `<!doctype html><title>Home</title>${"<p>hello</p>".repeat(200)}`,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(root, name), content);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return root;
}

describe("static files of the client build", () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let clientRoot: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    testApp = await createTestApp();
    clientRoot = fakeClientBuild();
    // serveStatic takes a root relative to the working directory, as server/main.ts passes it.
    app = createApp(testApp.services, {
      clientRoot: path.relative(process.cwd(), clientRoot),
      renderDocument: async () => new Response("rendered by React Router", { status: 404 }),
    });
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    rmSync(clientRoot, { recursive: true, force: true });
  });

  it("serves hashed assets for a year, immutable, from the Brotli twin when accepted", async () => {
    const response = await app.request("/assets/app-Ab12Cd34.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
  });

  it("falls back to the gzip twin, and to the plain file for a client that accepts neither", async () => {
    const gzip = await app.request("/assets/app-Ab12Cd34.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/app-Ab12Cd34.js", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("console.log");
  });

  it("serves prerendered pages, / and /faq, revalidated on every visit", async () => {
    for (const url of ["/", "/faq"]) {
      const response = await app.request(url, { headers: { "accept-encoding": "br" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("content-encoding")).toBe("br");
    }
  });

  it("caches other public files for an hour", async () => {
    const response = await app.request("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("says Vary: Accept-Encoding on a file sent plain that has compressed twins, and not on one that has none", async () => {
    const plain = await app.request("/assets/app-Ab12Cd34.js", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect((await app.request("/favicon.svg")).headers.get("vary")).toBeNull();
  });

  it("answers 304 to a browser whose copy is current: by ETag, else by date, each encoding its own tag", async () => {
    const first = await app.request("/", { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    const again = await app.request("/", { headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
    expect(again.headers.get("content-length")).toBeNull();
    // A browser copies a 304's headers onto its stored page: the policy must stay the page's.
    expect(again.headers.get("content-security-policy")).toMatch(/script-src[^;]*'strict-dynamic'/);

    const otherEncoding = await app.request("/", { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.get("etag")).not.toBe(etag);

    const sinceThen = await app.request("/", { headers: { "accept-encoding": "br", "if-modified-since": lastModified } });
    expect(sinceThen.status).toBe(304);
    const before = new Date(new Date(lastModified).getTime() - 1000).toUTCString();
    expect((await app.request("/", { headers: { "accept-encoding": "br", "if-modified-since": before } })).status).toBe(200);
    // If-None-Match decides when both are sent.
    const changed = await app.request("/", {
      headers: { "accept-encoding": "br", "if-none-match": '"old"', "if-modified-since": lastModified },
    });
    expect(changed.status).toBe(200);
  });

  it("hands every other path to React Router, and keeps the API's JSON 404", async () => {
    const page = await app.request("/no-such-page");
    expect(page.status).toBe(404);
    expect(await page.text()).toBe("rendered by React Router");
    const api = await app.request("/api/no-such-thing");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: "Not found" });
  });
});
