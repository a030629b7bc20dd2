/**
 * The rules of a patient's sign-in by email link and of the session it starts (docs/decisions/0047). Times are
 * the caller's `now`, never a database's clock, so these are the only rules that decide.
 */

/** A sign-in link works once, for this long after it was asked for. */
export const SIGN_IN_LINK_MINUTES = 15;
export const SIGN_IN_LINK_MS = SIGN_IN_LINK_MINUTES * 60_000;

/** A session's id is replaced by a new one once it is this old, so a copied cookie does not last. */
export const SESSION_RENEWAL_MS = 24 * 60 * 60_000;

/** The replaced id keeps working this long, for the requests already on their way with it. */
export const RENEWED_SESSION_GRACE_MS = 2 * 60_000;

/** Whether a sign-in link can still sign in: never used, and asked for less than 15 minutes ago. */
export function isSignInLinkUsable(link: { usedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return link.usedAt === null && now.getTime() < link.expiresAt.getTime();
}

/** Whether a session's id is due to be replaced (its row made this long ago, at sign-in or at its last renewal). */
export function isSessionDueForRenewal(session: { createdAt: Date }, now: Date): boolean {
  return now.getTime() - session.createdAt.getTime() >= SESSION_RENEWAL_MS;
}

/** When a renewed session's old id stops working: shortly after the renewal, never later than it would have. */
export function replacedSessionEnd(session: { expiresAt: Date }, now: Date): Date {
  return new Date(Math.min(session.expiresAt.getTime(), now.getTime() + RENEWED_SESSION_GRACE_MS));
}
