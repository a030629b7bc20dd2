import type { Context } from "hono";
import { forwardedEntry } from "./forwarded.ts";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address a request came from, behind `proxies` reverse proxies (TRUST_PROXY): the X-Forwarded-For
 * entry the farthest proxy added (server/http/forwarded.ts). With no proxy, or no header (a request that
 * bypassed the proxy), the socket's address, never a client-written one.
 */
export function clientAddress(c: Context, proxies: number): string {
  const bindings = c.env as NodeBindings | undefined;
  const socketAddress = bindings?.incoming?.socket?.remoteAddress ?? "unknown";
  return forwardedEntry(c.req.header("x-forwarded-for"), proxies) ?? socketAddress;
}
