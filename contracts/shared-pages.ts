/**
 * A rendered page that is the same for every visitor says so with `Cache-Control: public, s-maxage=N`
 * (a route's `headers` export): the server then renders it without a nonce, names its inline scripts by
 * hash, and keeps it N seconds for everyone (docs/decisions/0054, 0055).
 */

/** The Cache-Control of a page the same for everyone for `seconds`: shared caches keep it, browsers ask again. */
export function sharedFor(seconds: number): string {
  return `public, max-age=0, must-revalidate, s-maxage=${seconds}`;
}

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
