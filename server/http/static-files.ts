import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/context.ts";
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

/**
 * Serves the client build: hashed assets cached for a year, prerendered pages (`/faq` -> faq/index.html)
 * revalidated on every visit, both from their precompressed .br/.gz twins when the browser accepts them.
 * The header is set on the response serveStatic returns: its `onFound` hook runs after the response is
 * built, so headers set there are lost. A prerendered page's inline scripts are named by their hashes for
 * the Content-Security-Policy (`prerenderedScripts`, server/http/content-security-policy.ts).
 */
export function staticFiles(root: string): MiddlewareHandler<AppEnv> {
  const scriptHashes = prerenderedScriptHashes(root);
  const serve = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound(found, c) {
      const file = path
        .relative(root, found)
        .replace(/\.(br|gz)$/, "")
        .split(path.sep)
        .join("/");
      const hashes = scriptHashes.get(file);
      if (hashes) c.set("prerenderedScripts", hashes);
    },
  });
  return async (c, next) => {
    const response = await serve(c, next);
    if (response instanceof Response) response.headers.set("Cache-Control", cacheControl(c.req.path));
    return response;
  };
}
