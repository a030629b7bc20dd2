import type { AdminSessionState } from "#contracts/admin.ts";
import { adminPasswordConfigured } from "#server/admin/password.ts";
import type { Config } from "#server/config.ts";
import type { AppServices } from "#server/context.ts";
import { findLiveSession, sessionRulesOf } from "#server/admin/sessions.ts";
import { sessionCookieOf } from "#server/http/session-cookie.ts";

/** The admin session's cookie (server/http/session-cookie.ts). */
const adminCookie = (config: Config) => sessionCookieOf(config, "admin_session");

/** The Set-Cookie of a new session, or (null) the one that clears it: the API's and the login page's alike. */
export function sessionCookie(config: Config, session: { id: string; expiresAt: Date } | null): string {
  return session ? adminCookie(config).set(session) : adminCookie(config).clear();
}

/** The session id a request's Cookie header carries, if any. */
export function sessionIdOf(config: Config, cookieHeader: string | null | undefined): string | null {
  return adminCookie(config).idOf(cookieHeader);
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
