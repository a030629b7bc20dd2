import { createHash, randomBytes } from "node:crypto";
import { eq, lte, or } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { adminSessions } from "#db/schema/admin.ts";
import type { AdminConfig } from "#server/config.ts";

/**
 * The practitioner's server-side sessions (docs/product/decisions.md, 10). The browser holds a random id; the
 * database holds only its SHA-256, so a copy of the database signs nobody in. Every time comes from the
 * caller's `now`, never the database's clock, so the rules below are the only ones that decide.
 */

export interface SessionRules {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however busy. */
  maxAgeMs: number;
}

export function sessionRulesOf(admin: AdminConfig): SessionRules {
  return { idleMs: admin.sessionIdleMinutes * 60_000, maxAgeMs: admin.sessionMaxHours * 3_600_000 };
}

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
}

/** A session is live until its absolute end and until it has been idle for the idle timeout. */
export function isSessionLive(session: SessionTimes, now: Date, rules: Pick<SessionRules, "idleMs">): boolean {
  const at = now.getTime();
  return at < session.expiresAt.getTime() && at - session.lastSeenAt.getTime() < rules.idleMs;
}

/** Sliding idle timeout at one write a minute at most, not one per request. */
export const touchIntervalMs = 60_000;

export function needsTouch(session: Pick<SessionTimes, "lastSeenAt">, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= touchIntervalMs;
}

export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

/**
 * Deletes every session that can no longer be used: at sign-in, so the table holds live sessions only
 * (an opportunistic clean-up; nothing else needs a timer).
 */
async function deleteEndedSessions(db: Database, now: Date, rules: SessionRules): Promise<void> {
  const idleSince = new Date(now.getTime() - rules.idleMs);
  await db.delete(adminSessions).where(or(lte(adminSessions.expiresAt, now), lte(adminSessions.lastSeenAt, idleSince)));
}

/** A new session with a fresh random id (one per sign-in); answers the id for the cookie. */
export async function startSession(
  db: Database,
  options: { now: Date; rules: SessionRules; clientAddress: string },
): Promise<{ id: string; expiresAt: Date }> {
  const { now, rules } = options;
  await deleteEndedSessions(db, now, rules);
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + rules.maxAgeMs);
  await db.insert(adminSessions).values({
    idHash: hashSessionId(id),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    clientAddress: options.clientAddress,
  });
  return { id, expiresAt };
}

/**
 * Whether the cookie's id names a live session; an ended one is deleted on sight, a live one is marked
 * as used now (at most once a minute).
 */
export async function findLiveSession(db: Database, id: string, now: Date, rules: SessionRules): Promise<boolean> {
  const idHash = hashSessionId(id);
  const [session] = await db.select().from(adminSessions).where(eq(adminSessions.idHash, idHash));
  if (!session) return false;
  if (!isSessionLive(session, now, rules)) {
    await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
    return false;
  }
  if (needsTouch(session, now)) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.idHash, idHash));
  }
  return true;
}

export async function endSession(db: Database, id: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, hashSessionId(id)));
}
