import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/context.ts";
import { sharedMaxAgeSeconds } from "#contracts/shared-pages.ts";
import { pageEncoding } from "./page-compression.ts";

/** Whether an answer to this request may be kept for others: a GET (HEAD arrives as one) with no query. */
export function isShareableRequest(c: Context): boolean {
  return c.req.method === "GET" && !c.req.url.includes("?");
}

interface Stored {
  body: ArrayBuffer;
  status: number;
  headers: Headers;
  /** Its inline scripts' hashes, for the Content-Security-Policy of every answer it is sent as. */
  scriptHashes: readonly string[] | undefined;
  storedAt: number;
  expiresAt: number;
}

/**
 * A shared cache of rendered pages inside the server (docs/decisions/0054), as a proxy in front would keep
 * them: an answer whose route says `public, s-maxage=N` (React Router's `headers` export) is kept N seconds
 * per path and content coding, and sent again without rendering or compressing. Only a GET with no query is
 * looked up, so the entries are bounded by the routes that opt in; a route opts in only when its HTML is
 * the same for every request (no cookie, nothing that changes faster than N seconds allow). Such a page is
 * rendered without a nonce, its scripts named by hash (server/http/shared-page-scripts.ts): the hashes are
 * kept with it.
 */
export function sharedPageCache(now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  const stored = new Map<string, Stored>();
  return async (c, next) => {
    if (!isShareableRequest(c)) return next();
    const key = `${c.req.path} ${pageEncoding(c.req.header("Accept-Encoding")) ?? "identity"}`;
    const hit = stored.get(key);
    if (hit && hit.expiresAt > now()) {
      const headers = new Headers(hit.headers);
      headers.set("Age", String(Math.floor((now() - hit.storedAt) / 1000)));
      c.set("scriptHashes", hit.scriptHashes);
      return new Response(hit.body, { status: hit.status, headers });
    }
    stored.delete(key);
    await next();
    const answer = c.res;
    const seconds = sharedMaxAgeSeconds(answer.headers.get("Cache-Control"));
    if (answer.status !== 200 || seconds === null || answer.headers.has("Set-Cookie") || !answer.body) return;
    const body = await answer.arrayBuffer();
    const storedAt = now();
    stored.set(key, {
      body,
      status: answer.status,
      headers: new Headers(answer.headers),
      scriptHashes: c.get("scriptHashes"),
      storedAt,
      expiresAt: storedAt + seconds * 1000,
    });
    c.res = undefined;
    c.res = new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };
}
