import { parse, serialize } from "hono/utils/cookie";
import type { AdminSessionState } from "#contracts/admin.ts";
import { adminPasswordConfigured } from "#server/admin/password.ts";
import type { Config } from "#server/config.ts";
import type { AppServices } from "#server/context.ts";
import { findLiveSession, sessionRulesOf } from "#server/admin/sessions.ts";

/**
 * The admin session's cookie: httpOnly (no script reads it), SameSite=Lax (not sent on another site's
 * POST), Path=/. In production it is Secure and named with the `__Host-` prefix, which browsers accept
 * only from a secure origin, for this host alone, with no Domain: a sibling subdomain cannot plant one.
 */
export function sessionCookieName(config: Config): string {
  return config.env === "production" ? "__Host-admin_session" : "admin_session";
}

function cookieOptions(config: Config) {
  return { httpOnly: true, sameSite: "Lax", path: "/", secure: config.env === "production" } as const;
}

/** The Set-Cookie of a new session, or (null) the one that clears it: the API's and the login page's alike. */
export function sessionCookie(config: Config, session: { id: string; expiresAt: Date } | null): string {
  const options = cookieOptions(config);
  return session
    ? serialize(sessionCookieName(config), session.id, { ...options, expires: session.expiresAt })
    : serialize(sessionCookieName(config), "", { ...options, maxAge: 0 });
}

/** The session id a request's Cookie header carries, if any. */
export function sessionIdOf(config: Config, cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(config);
  return parse(cookieHeader, name)[name] || null;
}

/** Whether a request's cookies sign it in: the one check of the API's guard and of the admin pages. */
export async function isSignedIn({ config, database }: AppServices, cookieHeader: string | null | undefined): Promise<boolean> {
  const id = sessionIdOf(config, cookieHeader);
  return id !== null && findLiveSession(database.db, id, new Date(), sessionRulesOf(config.admin));
}

/** GET /api/admin/session's answer, which the admin pages' loaders also get (contracts/page-context.ts). */
export async function adminSessionState(services: AppServices, cookieHeader: string | null | undefined): Promise<AdminSessionState> {
  return {
    signedIn: await isSignedIn(services, cookieHeader),
    passwordConfigured: await adminPasswordConfigured(services.config, services.database.db),
  };
}
