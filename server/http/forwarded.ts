/**
 * What an `X-Forwarded-*` header said when the farthest of `proxies` trusted reverse proxies (TRUST_PROXY)
 * wrote it. Each proxy appends what it received, so that is the `proxies`-th entry from the end; entries
 * before it are whatever the client chose to send and are never used. With a header shorter than the chain
 * (a proxy that sets the header rather than appending to it), the farthest entry a proxy wrote. Undefined with
 * no proxy or no entry.
 */
export function forwardedEntry(header: string | undefined, proxies: number): string | undefined {
  if (proxies === 0 || !header) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.slice(-proxies)[0];
}
