import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { clientAddress } from "./client-address.ts";
import { apiErrorBody } from "./errors.ts";

export interface RateLimitOptions {
  /** Length of the counting window. */
  windowMs: number;
  /** Requests allowed per key and window; the next one gets 429. */
  limit: number;
  /** The `error` of the 429 body, shown to the visitor. */
  message: string;
  /** What is counted; defaults to the client's address (see client-address.ts for proxies). */
  key?: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string;
  /** Clock for tests. */
  now?: () => number;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * A fixed-window request limit per client address, kept in memory: only this process knows it, so it is to
 * be replaced by one on a shared store before the site runs on several processes. Over the limit
 * the request is answered 429 with the API's error body and a Retry-After header, before the handler runs.
 * Mount one instance per thing to limit: `api.post("/contact", rateLimit({...}), handler)`.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { windowMs, limit, message } = options;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  let lastPurge = now();

  const purge = (at: number) => {
    if (at - lastPurge < windowMs) return;
    lastPurge = at;
    for (const [key, window] of windows) {
      if (at - window.startedAt >= windowMs) windows.delete(key);
    }
  };

  return async (c, next) => {
    const at = now();
    purge(at);
    const key = options.key ? options.key(c) : clientAddress(c, c.get("services").config.trustProxy);
    let window = windows.get(key);
    if (!window || at - window.startedAt >= windowMs) {
      window = { startedAt: at, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
      c.header("Retry-After", String(retryAfter));
      return c.json(apiErrorBody(message), 429);
    }
    await next();
  };
}
