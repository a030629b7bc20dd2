import { patientSignInMessages } from "#contracts/patient-sign-in-messages.ts";
import { recordAudit } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { NotFoundError } from "#server/errors.ts";
import {
  endAllPatientSessions,
  endPatientSession,
  patientSessionRules,
  startPatientSession,
  type IssuedSession,
} from "./patient-sessions.ts";
import { patientSessionOf } from "./patient-session-cookie.ts";
import { useSignInLink } from "./sign-in-links.ts";

/**
 * Signing in with an emailed link (docs/decisions/0047): the link used up, the session the browser held
 * before ended (no fixation), a new session with a fresh id, and an audit entry, in one transaction. A link
 * used, expired or unknown is refused with the same words.
 */
export async function signInWithLink(
  services: AppServices,
  { token, previousSessionId }: { token: string; previousSessionId: string | null },
  now = new Date(),
): Promise<IssuedSession> {
  const rules = patientSessionRules(services.config.patients);
  return services.database.db.transaction(async (tx) => {
    const patientId = await useSignInLink(tx, token, now);
    if (!patientId) throw new NotFoundError(patientSignInMessages.linkUnusable);
    if (previousSessionId) await endPatientSession(tx, previousSessionId);
    const session = await startPatientSession(tx, patientId, now, rules);
    await recordAudit(tx, { action: "patient.sign_in", actor: "patient", patientId });
    return session;
  });
}

/** Signs out this session, or (everywhere) every session of its patient, audited; nothing to do without one. */
export async function signOutPatient(services: AppServices, cookieHeader: string | null, scope: "this" | "everywhere"): Promise<void> {
  const session = await patientSessionOf(services, cookieHeader);
  if (!session) return;
  const { db } = services.database;
  await db.transaction(async (tx) => {
    if (scope === "this") {
      await endPatientSession(tx, session.id);
      await recordAudit(tx, { action: "patient.sign_out", actor: "patient", patientId: session.patientId });
    } else {
      const sessions = await endAllPatientSessions(tx, session.patientId);
      await recordAudit(tx, {
        action: "patient.sign_out_everywhere",
        actor: "patient",
        patientId: session.patientId,
        details: { sessions },
      });
    }
  });
}
