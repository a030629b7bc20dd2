import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

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

/**
 * Serves the client build: hashed assets cached for a year, prerendered pages (`/faq` -> faq/index.html)
 * revalidated on every visit, both from their precompressed .br/.gz twins when the browser accepts them.
 * The header is set on the response serveStatic returns: its `onFound` hook runs after the response is
 * built, so headers set there are lost.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const response = await serve(c, next);
    if (response instanceof Response) response.headers.set("Cache-Control", cacheControl(c.req.path));
    return response;
  };
}
