import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/context.ts";
import { fileEtag, isNotModified } from "./not-modified.ts";
import { prerenderedScriptHashes } from "./prerendered-scripts.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=3600";

/** Hashed assets never change; pages (prerendered HTML, route data) must be checked on every visit. */
function cacheControl(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  const name = urlPath.slice(urlPath.lastIndexOf("/") + 1);
  if (!name.includes(".") || /\.(html|data)$/.test(name)) return REVALIDATE;
  return SHORT;
}

const twinSuffix = /\.(br|gz)$/;

/**
 * The answer to a browser whose copy is current: no body, and the 200's headers otherwise. Content-Type
 * stays so that the security headers are chosen as for the 200: a browser copies a 304's headers onto
 * its stored page, the Content-Security-Policy among them (server/http/content-security-policy.ts).
 */
async function notModified(c: Context<AppEnv>, answer: Response): Promise<Response> {
  await answer.body?.cancel();
  const headers = new Headers(answer.headers);
  headers.delete("Content-Length");
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
  return c.res;
}

/**
 * Serves the client build: hashed assets cached for a year, prerendered pages (`/faq` -> faq/index.html)
 * revalidated on every visit, both from their precompressed .br/.gz twins when the browser accepts them.
 * Every file carries an ETag and its Last-Modified, and a browser whose copy is current gets 304. A file
 * that has twins says `Vary: Accept-Encoding` whichever one it is sent as, so that a cache keeps them apart.
 * The headers are set on the response serveStatic returns: its `onFound` hook runs after the response is
 * built, so headers set there are lost. A prerendered page's inline scripts are named by their hashes for
 * the Content-Security-Policy (`scriptHashes`, server/http/content-security-policy.ts).
 */
export function staticFiles(root: string): MiddlewareHandler<AppEnv> {
  const scriptHashes = prerenderedScriptHashes(root);
  const served = new WeakMap<Context, string>();
  const serve = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound(found, c) {
      served.set(c, found);
      const file = path.relative(root, found).replace(twinSuffix, "").split(path.sep).join("/");
      const hashes = scriptHashes.get(file);
      if (hashes) c.set("scriptHashes", hashes);
    },
  });
  return async (c, next) => {
    const answer = await serve(c, next);
    const found = served.get(c);
    if (!(answer instanceof Response) || !found) return answer;
    answer.headers.set("Cache-Control", cacheControl(c.req.path));
    const hasTwins = twinSuffix.test(found) || existsSync(`${found}.br`) || existsSync(`${found}.gz`);
    if (hasTwins && !answer.headers.has("Vary")) answer.headers.set("Vary", "Accept-Encoding");
    // A range of the file too: If-None-Match is weighed before Range (RFC 9110, 13.2.2).
    if (answer.status !== 200 && answer.status !== 206) return answer;
    const stats = statSync(found);
    const etag = fileEtag(stats);
    answer.headers.set("ETag", etag);
    const request = { ifNoneMatch: c.req.header("If-None-Match"), ifModifiedSince: c.req.header("If-Modified-Since") };
    return isNotModified(request, { etag, lastModified: stats.mtime }) ? notModified(c, answer) : answer;
  };
}
