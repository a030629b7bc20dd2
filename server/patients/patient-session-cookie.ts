import type { Config } from "#server/config.ts";
import type { AppServices } from "#server/context.ts";
import { sessionCookieOf, type SessionCookie } from "#server/http/session-cookie.ts";
import { findPatientSession, patientSessionRules, type LivePatientSession } from "./patient-sessions.ts";

/** The patient session's cookie: httpOnly, SameSite=Lax, `__Host-` and Secure in production, as the admin's. */
export function patientCookie(config: Config): SessionCookie {
  return sessionCookieOf(config, "patient_session");
}

/** The live session a request's cookies carry, and its id; null without one. Renews nothing. */
export async function patientSessionOf(
  { config, database }: AppServices,
  cookieHeader: string | null | undefined,
  now = new Date(),
): Promise<(LivePatientSession & { id: string }) | null> {
  const id = patientCookie(config).idOf(cookieHeader);
  if (id === null) return null;
  const session = await findPatientSession(database.db, id, now, patientSessionRules(config.patients));
  return session && { ...session, id };
}
