import { adminMessages, adminSetUpSteps } from "#contracts/admin-messages.ts";
import type { Outcome } from "#contracts/form-reply.ts";
import type { AppServices } from "#server/context.ts";
import { recordAudit } from "./audit.ts";
import { createLoginLimits } from "./login-throttle.ts";
import { checkAdminPassword } from "./password.ts";
import { endSession, sessionRulesOf, startSession } from "./sessions.ts";

/** The refusal of a sign-in before a password exists (docs/product/decisions.md, 18): what is missing and how to set it. */
export const notSetUpMessage = `${adminMessages.notSetUp} ${adminSetUpSteps.join(" ")}`;

/**
 * A sign-in, for POST /api/admin/login and the login page's action alike: the throttle, the password, then a
 * fresh session (the one the browser held before is ended: no fixation). Refused with 429 and when to retry,
 * 409 before a password exists, or 401.
 */
export async function signIn(
  { config, database }: AppServices,
  { password, clientAddress, previousSessionId }: { password: string; clientAddress: string; previousSessionId: string | null },
): Promise<Outcome<{ id: string; expiresAt: Date }>> {
  const { db } = database;
  const limits = createLoginLimits(db);
  const wait = await limits.admit(clientAddress);
  if (wait) return { ok: false, refusal: { status: 429, error: wait.message, retryAfterSeconds: wait.retryAfterSeconds } };
  const check = await checkAdminPassword(config, db, password);
  if (check !== "correct") {
    await recordAudit(db, { action: "admin.login_failed", actor: "admin", clientAddress, details: { reason: check } });
    return {
      ok: false,
      refusal: check === "not-set-up" ? { status: 409, error: notSetUpMessage } : { status: 401, error: adminMessages.incorrectPassword },
    };
  }
  await limits.succeeded(clientAddress);
  if (previousSessionId) await endSession(db, previousSessionId);
  const session = await startSession(db, { now: new Date(), rules: sessionRulesOf(config.admin), clientAddress });
  await recordAudit(db, { action: "admin.login", actor: "admin", clientAddress });
  return { ok: true, value: session };
}

/** A sign-out: the session ended and audited; nothing to do without one. */
export async function signOut({ database }: AppServices, sessionId: string | null, clientAddress: string): Promise<void> {
  if (!sessionId) return;
  await endSession(database.db, sessionId);
  await recordAudit(database.db, { action: "admin.logout", actor: "admin", clientAddress });
}
