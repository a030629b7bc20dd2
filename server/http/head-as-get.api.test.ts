import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/** A client build in miniature: a prerendered page and an asset with gzip twins, and a file with none. */
function fakeClientBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), "head-client-build-"));
  mkdirSync(path.join(root, "assets"));
  const files: Record<string, string> = {
    "index.html": `<!doctype html><title>Home</title>${"<p>hello</p>".repeat(200)}`,
    "assets/app-Ab12Cd34.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(root, name), content);
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return root;
}

/** A stand-in for React Router: a streamed page (no length known beforehand) with this answer's nonce. */
const methodsRendered: string[] = [];
async function renderDocument(request: Request, { nonce }: { nonce: string }): Promise<Response> {
  methodsRendered.push(request.method);
  const status = new URL(request.url).pathname === "/no-such-page" ? 404 : 200;
  const html = `<!DOCTYPE html><html><body>${"<p>page</p>".repeat(300)}<script nonce="${nonce}">1</script></body></html>`;
  const body = new Blob([html]).stream();
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** Headers that are the answer's own, not the resource's: its id, and the nonce of a page's policy. */
function comparable(headers: Headers): Record<string, string> {
  const entries = [...headers].filter(([name]) => name !== "x-request-id" && name !== "content-length");
  return Object.fromEntries(entries.map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce'")]));
}

describe("HEAD is answered as GET without the body", () => {
  let testApp: TestApp;
  let clientRoot: string;
  let app: ReturnType<typeof createApp>;
  let adminCookie: string;
  beforeAll(async () => {
    testApp = await createTestApp(testAdminSettings);
    clientRoot = fakeClientBuild();
    app = createApp(testApp.services, { clientRoot: path.relative(process.cwd(), clientRoot), renderDocument });
    adminCookie = (await signInAsAdmin(app)).cookie;
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    rmSync(clientRoot, { recursive: true, force: true });
  });

  const routes = [
    "/",
    "/assets/app-Ab12Cd34.js",
    "/favicon.svg",
    "/rendered-page",
    "/no-such-page",
    "/api/exercises",
    "/api/no-such-thing",
    "/api/admin/network-members.csv",
    "/sitemap.xml",
    "/robots.txt",
    "/healthz",
    "/readyz",
  ];

  for (const encoding of ["identity", "gzip"]) {
    it(`has GET's status and headers on every kind of answer, its length too (Accept-Encoding: ${encoding})`, async () => {
      for (const route of routes) {
        const headers = { "accept-encoding": encoding, cookie: adminCookie };
        const get = await app.request(route, { headers });
        const getBytes = (await get.arrayBuffer()).byteLength;
        const head = await app.request(route, { method: "HEAD", headers });
        expect(head.status, route).toBe(get.status);
        expect(comparable(head.headers), route).toEqual(comparable(get.headers));
        expect(await head.text(), route).toBe("");
        // A gzip stream's length varies with the nonce it compresses; uncompressed, it is the GET's exactly.
        if (encoding === "identity") expect(head.headers.get("content-length"), route).toBe(String(getBytes));
        else expect(Number(head.headers.get("content-length")), route).toBeGreaterThan(0);
      }
    });
  }

  it("renders a page as a GET, so that its status, type and policy are the page's", async () => {
    methodsRendered.length = 0;
    const head = await app.request("/rendered-page", { method: "HEAD" });
    expect(methodsRendered).toEqual(["GET"]);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(head.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  });
});
