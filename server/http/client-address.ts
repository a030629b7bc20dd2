import type { Context } from "hono";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address a request came from, behind `proxies` reverse proxies (TRUST_PROXY). Each proxy appends the
 * address it received the request from to X-Forwarded-For, so with n proxies the client is the n-th entry
 * from the end; entries before it are whatever the client chose to send and are never trusted. With no
 * proxy, or a header shorter than the chain (a request that bypassed a proxy), the nearest address known
 * is used, never a client-written one.
 */
export function clientAddress(c: Context, proxies: number): string {
  const bindings = c.env as NodeBindings | undefined;
  const socketAddress = bindings?.incoming?.socket?.remoteAddress ?? "unknown";
  if (proxies === 0) return socketAddress;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the socket's address, then the proxies' entries from the last one back.
  const hops = [socketAddress, ...forwarded.reverse()];
  return hops[Math.min(proxies, forwarded.length)]!;
}
