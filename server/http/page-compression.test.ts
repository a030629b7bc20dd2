import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageCompression, pageEncoding } from "./page-compression.ts";

describe("pageEncoding", () => {
  it("prefers Brotli, then gzip, and sends nothing compressed to a client that accepts neither", () => {
    expect(pageEncoding("gzip, deflate, br")).toBe("br");
    expect(pageEncoding("gzip")).toBe("gzip");
    expect(pageEncoding("deflate")).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding("identity")).toBeNull();
  });

  it("reads the weights: q=0 refuses a coding, a heavier gzip wins, * stands for the codings not named", () => {
    expect(pageEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pageEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(pageEncoding("BR ; Q=1, gzip;q=0.8")).toBe("br");
    expect(pageEncoding("*")).toBe("br");
    expect(pageEncoding("*;q=0.5, br;q=0")).toBe("gzip");
    expect(pageEncoding("gzip;q=0, br;q=0")).toBeNull();
  });
});

const html = `<!DOCTYPE html><html><body>${"<p>a paragraph of the page</p>".repeat(200)}</body></html>`;

function app(headers: Record<string, string> = {}) {
  const hono = new Hono();
  hono.use(pageCompression);
  hono.get("/page", () => new Response(new Blob([html]).stream(), { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } }));
  hono.get("/small", (c) => c.html("<p>short</p>"));
  hono.get("/image", () => new Response(new Uint8Array(4096), { headers: { "Content-Type": "image/png" } }));
  return hono;
}

const get = (hono: Hono, path: string, acceptEncoding?: string) =>
  hono.request(path, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

describe("pageCompression", () => {
  it("sends a streamed page whole in Brotli or gzip, with its length, and the same HTML once decoded", async () => {
    const br = await get(app(), "/page", "gzip, br");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Content-Length")).toBe(String(brBody.byteLength));
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(brBody).toString()).toBe(html);
    expect(brBody.byteLength).toBeLessThan(html.length / 4);

    const gz = await get(app(), "/page", "gzip");
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
  });

  it("leaves alone what a client does not accept, a small body, a type that does not compress and no-transform", async () => {
    const plain = await get(app(), "/page");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(html);

    const small = await get(app(), "/small", "br");
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.text()).toBe("<p>short</p>");

    const image = await get(app(), "/image", "br");
    expect(image.headers.get("Content-Encoding")).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);

    const noTransform = await get(app({ "Cache-Control": "no-transform" }), "/page", "br");
    expect(noTransform.headers.get("Content-Encoding")).toBeNull();
    expect(await noTransform.text()).toBe(html);
  });

  it("adds Accept-Encoding to a Vary the page already has", async () => {
    const answer = await get(app({ Vary: "Cookie" }), "/page", "br");
    expect(answer.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });
});
