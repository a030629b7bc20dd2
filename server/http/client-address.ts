import type { Context } from "hono";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address a request came from. Behind a reverse proxy (TRUST_PROXY=true) every connection comes from
 * the proxy, so the address it appended last to X-Forwarded-For is used instead: earlier entries are
 * whatever the client chose to send and are never trusted.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  const bindings = c.env as NodeBindings | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? "unknown";
}
