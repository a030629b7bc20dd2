import type { MiddlewareHandler } from "hono";
import { pageEncoding } from "./page-compression.ts";

/**
 * How long a shared cache may keep an answer, from its Cache-Control (RFC 9111, 5.2.2.10): `s-maxage`
 * seconds when it says `public` too; null when it may not be shared (private, no-store, no-cache, no s-maxage).
 */
export function sharedMaxAgeSeconds(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl.split(",").map((directive) => directive.trim().toLowerCase());
  if (!directives.includes("public") || directives.some((d) => /^(private|no-store|no-cache)\b/.test(d))) return null;
  const seconds = Number(directives.find((d) => d.startsWith("s-maxage="))?.slice("s-maxage=".length));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

interface Stored {
  body: ArrayBuffer;
  status: number;
  headers: Headers;
  storedAt: number;
  expiresAt: number;
}

/**
 * A shared cache of rendered pages inside the server (docs/decisions/0054), as a proxy in front would keep
 * them: an answer whose route says `public, s-maxage=N` (React Router's `headers` export) is kept N seconds
 * per path and content coding, and sent again without rendering or compressing. Only a GET with no query is
 * looked up, so the entries are bounded by the routes that opt in; a route opts in only when its HTML is
 * the same for every request (no nonce, no cookie, nothing from the database that changes while it runs).
 */
export function sharedPageCache(now: () => number = Date.now): MiddlewareHandler {
  const stored = new Map<string, Stored>();
  return async (c, next) => {
    if (c.req.method !== "GET" || c.req.url.includes("?")) return next();
    const key = `${c.req.path} ${pageEncoding(c.req.header("Accept-Encoding")) ?? "identity"}`;
    const hit = stored.get(key);
    if (hit && hit.expiresAt > now()) {
      const headers = new Headers(hit.headers);
      headers.set("Age", String(Math.floor((now() - hit.storedAt) / 1000)));
      return new Response(hit.body, { status: hit.status, headers });
    }
    stored.delete(key);
    await next();
    const answer = c.res;
    const seconds = sharedMaxAgeSeconds(answer.headers.get("Cache-Control"));
    if (answer.status !== 200 || seconds === null || answer.headers.has("Set-Cookie") || !answer.body) return;
    const body = await answer.arrayBuffer();
    const storedAt = now();
    stored.set(key, { body, status: answer.status, headers: new Headers(answer.headers), storedAt, expiresAt: storedAt + seconds * 1000 });
    c.res = undefined;
    c.res = new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };
}
