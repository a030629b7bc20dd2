import { parse, serialize } from "hono/utils/cookie";
import type { Config } from "#server/config.ts";

/** A session's cookie: its name, the Set-Cookie that starts or clears it, and its value in a request. */
export interface SessionCookie {
  readonly name: string;
  set(session: { id: string; expiresAt: Date }): string;
  clear(): string;
  idOf(cookieHeader: string | null | undefined): string | null;
}

/**
 * The cookie of a server-side session (the admin's, a patient's): httpOnly (no script reads it), SameSite=Lax
 * (not sent on another site's POST), Path=/, ending with the session. In production it is Secure and named
 * with the `__Host-` prefix, which browsers accept only from a secure origin, for this host alone, with no
 * Domain: a sibling subdomain cannot plant one.
 */
export function sessionCookieOf(config: Config, baseName: string): SessionCookie {
  const production = config.env === "production";
  const name = production ? `__Host-${baseName}` : baseName;
  const options = { httpOnly: true, sameSite: "Lax", path: "/", secure: production } as const;
  return {
    name,
    set: (session) => serialize(name, session.id, { ...options, expires: session.expiresAt }),
    clear: () => serialize(name, "", { ...options, maxAge: 0 }),
    idOf(cookieHeader) {
      if (!cookieHeader) return null;
      return parse(cookieHeader, name)[name] || null;
    },
  };
}
