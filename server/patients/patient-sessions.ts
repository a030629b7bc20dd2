import { randomBytes } from "node:crypto";
import { and, eq, gt, lte, or } from "drizzle-orm";
import type { PatientSession } from "#contracts/patient-pages.ts";
import { isSessionDueForRenewal, replacedSessionEnd } from "#core/patients/sign-in-rules.ts";
import type { Database } from "#db/client.ts";
import { patients, patientSessions } from "#db/schema/patients.ts";
import { hashSessionId, isSessionLive, needsTouch, type SessionRules } from "#server/admin/sessions.ts";
import type { PatientsConfig } from "#server/config.ts";

/**
 * A patient's server-side sessions (docs/decisions/0047), kept as the admin's are (server/admin/sessions.ts,
 * whose rules they share): the browser holds a random 32-byte id, the database only its SHA-256; a session
 * ends when idle too long and at its absolute end, and its id is replaced once a day. Times come from `now`.
 */

const DAY_MS = 24 * 60 * 60_000;

export function patientSessionRules(config: PatientsConfig): SessionRules {
  return { idleMs: config.sessionIdleDays * DAY_MS, maxAgeMs: config.sessionMaxDays * DAY_MS };
}

/** A session's new id, as the cookie carries it, and when the session ends at the latest. */
export interface IssuedSession {
  id: string;
  expiresAt: Date;
}

/** A live session: whose it is, and what renewing it needs. */
export interface LivePatientSession extends PatientSession {
  createdAt: Date;
  expiresAt: Date;
}

/** Deletes every session that can no longer be used: at each sign-in, so the table holds live sessions only. */
async function deleteEndedSessions(db: Database, now: Date, rules: SessionRules): Promise<void> {
  const idleSince = new Date(now.getTime() - rules.idleMs);
  await db.delete(patientSessions).where(or(lte(patientSessions.expiresAt, now), lte(patientSessions.lastSeenAt, idleSince)));
}

async function insertSession(db: Database, patientId: string, now: Date, expiresAt: Date): Promise<IssuedSession> {
  const id = randomBytes(32).toString("base64url");
  await db.insert(patientSessions).values({ idHash: hashSessionId(id), patientId, createdAt: now, lastSeenAt: now, expiresAt });
  return { id, expiresAt };
}

/** A new session with a fresh id (one per sign-in); the id is for the cookie. */
export async function startPatientSession(db: Database, patientId: string, now: Date, rules: SessionRules): Promise<IssuedSession> {
  await deleteEndedSessions(db, now, rules);
  return insertSession(db, patientId, now, new Date(now.getTime() + rules.maxAgeMs));
}

/**
 * The live session the cookie's id names, or null. An ended one is deleted on sight, and so is one whose
 * patient record was merged into another (the patient signs in again, to the record that absorbed it); a live
 * one is marked as used now (at most once a minute).
 */
export async function findPatientSession(db: Database, id: string, now: Date, rules: SessionRules): Promise<LivePatientSession | null> {
  const idHash = hashSessionId(id);
  const [row] = await db
    .select({ session: patientSessions, name: patients.name, mergedIntoId: patients.mergedIntoId })
    .from(patientSessions)
    .innerJoin(patients, eq(patients.id, patientSessions.patientId))
    .where(eq(patientSessions.idHash, idHash));
  if (!row) return null;
  const { session } = row;
  if (!isSessionLive(session, now, rules) || row.mergedIntoId !== null) {
    await db.delete(patientSessions).where(eq(patientSessions.idHash, idHash));
    return null;
  }
  if (needsTouch(session, now)) {
    await db.update(patientSessions).set({ lastSeenAt: now }).where(eq(patientSessions.idHash, idHash));
  }
  return { patientId: session.patientId, name: row.name, createdAt: session.createdAt, expiresAt: session.expiresAt };
}

/**
 * The session under a new id once its id is a day old (core/patients/sign-in-rules.ts), else null. The old id
 * keeps working a couple of minutes for the requests already on their way with it; of two requests renewing
 * at once, the one whose conditional update lands renews, the other goes on with the old id. The new id keeps
 * the session's absolute end.
 */
export async function renewPatientSession(db: Database, id: string, session: LivePatientSession, now: Date): Promise<IssuedSession | null> {
  if (!isSessionDueForRenewal(session, now)) return null;
  const graceEnd = replacedSessionEnd(session, now);
  return db.transaction(async (tx) => {
    const [replaced] = await tx
      .update(patientSessions)
      .set({ expiresAt: graceEnd })
      .where(and(eq(patientSessions.idHash, hashSessionId(id)), gt(patientSessions.expiresAt, graceEnd)))
      .returning({ patientId: patientSessions.patientId });
    return replaced ? insertSession(tx, replaced.patientId, now, session.expiresAt) : null;
  });
}

export async function endPatientSession(db: Database, id: string): Promise<void> {
  await db.delete(patientSessions).where(eq(patientSessions.idHash, hashSessionId(id)));
}

/** Signs the patient out on every device: every session of theirs deleted. Answers how many there were. */
export async function endAllPatientSessions(db: Database, patientId: string): Promise<number> {
  return (await db.delete(patientSessions).where(eq(patientSessions.patientId, patientId)).returning({ idHash: patientSessions.idHash }))
    .length;
}
