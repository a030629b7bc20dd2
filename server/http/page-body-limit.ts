import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * A page's posts (its route action, as a plain form post or as React Router's `.data` fetch) held to
 * `maxBytes`, refused with 413 and `tooLarge` before the body is read into memory. Other pages' posts are
 * small forms; this is for a page whose form carries a file.
 */
export function pageBodyLimit(paths: readonly string[], maxBytes: number, tooLarge: string): MiddlewareHandler {
  const limited = new Set(paths.flatMap((path) => [path, `${path}/`, `${path}.data`, `${path}/_.data`]));
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.text(tooLarge, 413) });
  return (c, next) => (limited.has(c.req.path) ? limit(c, next) : next());
}
