import { Hono } from "hono";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageCompression } from "./page-compression.ts";
import { sharedPageCache } from "./shared-page-cache.ts";

/** A stand-in for React Router: each render says how many renders came before it. */
function site(clock: { now: number }) {
  let renders = 0;
  const hono = new Hono();
  hono.use(sharedPageCache(() => clock.now));
  hono.use(pageCompression);
  const page = (headers: Record<string, string>) => () => {
    renders += 1;
    return new Response(`<!DOCTYPE html><p>render ${renders}</p>${"<p>text</p>".repeat(200)}`, {
      headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
    });
  };
  hono.get("/shared", page({ "Cache-Control": "public, max-age=0, s-maxage=60" }));
  hono.get("/per-request", page({ "Cache-Control": "no-store" }));
  hono.get("/sets-cookie", page({ "Cache-Control": "public, s-maxage=60", "Set-Cookie": "a=b" }));
  return hono;
}

const renderOf = async (answer: Response) => {
  const bytes = Buffer.from(await answer.arrayBuffer());
  const html = answer.headers.get("Content-Encoding") === "br" ? brotliDecompressSync(bytes).toString() : bytes.toString();
  return Number(/render (\d+)/.exec(html)?.[1]);
};

describe("sharedPageCache", () => {
  it("sends a public page again for s-maxage seconds, saying its age, then renders it again", async () => {
    const clock = { now: 0 };
    const hono = site(clock);
    expect(await renderOf(await hono.request("/shared"))).toBe(1);
    clock.now = 30_500;
    const again = await hono.request("/shared");
    expect(again.headers.get("Age")).toBe("30");
    expect(await renderOf(again)).toBe(1);
    clock.now = 60_000;
    expect(await renderOf(await hono.request("/shared"))).toBe(2);
  });

  it("keeps each content coding apart, compressed once", async () => {
    const hono = site({ now: 0 });
    const br = await hono.request("/shared", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(await renderOf(br)).toBe(1);
    const plain = await hono.request("/shared");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await renderOf(plain)).toBe(2);
    const brAgain = await hono.request("/shared", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brAgain.headers.get("Content-Encoding")).toBe("br");
    expect(await renderOf(brAgain)).toBe(1);
  });

  it("renders every time a page that is not public, sets a cookie, has a query or is not a GET", async () => {
    const hono = site({ now: 0 });
    expect(await renderOf(await hono.request("/per-request"))).toBe(1);
    expect(await renderOf(await hono.request("/per-request"))).toBe(2);
    expect(await renderOf(await hono.request("/sets-cookie"))).toBe(3);
    expect(await renderOf(await hono.request("/sets-cookie"))).toBe(4);
    expect(await renderOf(await hono.request("/shared?x=1"))).toBe(5);
    expect(await renderOf(await hono.request("/shared?x=1"))).toBe(6);
    expect(await renderOf(await hono.request("/shared"))).toBe(7);
    expect(await renderOf(await hono.request("/shared"))).toBe(7);
  });
});
