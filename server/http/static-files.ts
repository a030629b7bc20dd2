import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=3600";

/**
 * Serves the client build: hashed assets cached for a year, prerendered pages (`/faq` -> faq/index.html)
 * revalidated on every visit, both from their precompressed .br/.gz twins when the browser accepts them.
 */
export function staticFiles(root: string): MiddlewareHandler {
  return serveStatic({
    root,
    precompressed: true,
    onFound: (filePath, c) => {
      const name = filePath.replaceAll("\\", "/").replace(/\.(br|gz)$/, "");
      if (name.includes("/assets/")) c.header("Cache-Control", IMMUTABLE);
      else if (name.endsWith(".html") || name.endsWith(".data")) c.header("Cache-Control", REVALIDATE);
      else c.header("Cache-Control", SHORT);
    },
  });
}
