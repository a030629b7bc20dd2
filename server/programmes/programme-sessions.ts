import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, type SQL } from "drizzle-orm";
import type { RecordSessionPayload } from "#contracts/playlist-sessions.ts";
import {
  programmeSessionLogSchema,
  type ProgrammeSessionEntry,
  type ProgrammeSessionLog,
  type ProgrammeSessionRecorded,
} from "#contracts/programme-session.ts";
import type { Database } from "#db/client.ts";
import { programmeSessions, programmeVersions, type ProgrammeSessionRow } from "#db/schema/programmes.ts";
import { recordAudit, type AuditedActor } from "#server/admin/audit.ts";
import { ForbiddenError } from "#server/errors.ts";
import type { HealthCipher } from "#server/health/health-cipher.ts";
import { readablePlaylistAccess } from "#server/playlists/playlist-access.ts";
import type { Caller } from "#server/playlists/playlist-owner.ts";
import { checkedSessionLog } from "#server/playlists/playlist-sessions.ts";
import { programmeMessages } from "#contracts/programmes.ts";
import { versionPlayedFrom } from "./programme-versions.ts";

/**
 * Sessions played of a programme version (docs/decisions/0050): when one ended in the clear, what was done,
 * skipped and felt sealed as `programme-session` bound to the row's id; every write and read audited with
 * the patient's id.
 */

/**
 * The player's POST /api/playlists/{id}/sessions when the playlist is a programme version: the patient's
 * session, logged against the version. Null when the playlist is no programme version (a playlist's own log).
 */
export async function recordProgrammeSession(
  db: Database,
  cipher: HealthCipher,
  playlistId: number,
  caller: Caller,
  payload: RecordSessionPayload,
  clientAddress: string | null,
): Promise<ProgrammeSessionRecorded | null> {
  const version = await versionPlayedFrom(db, playlistId);
  if (!version) return null;
  const { access } = await readablePlaylistAccess(db, playlistId, caller);
  if (caller.kind !== "patient") throw new ForbiddenError(programmeMessages.patientOnly);
  if (!access.log) throw new ForbiddenError(programmeMessages.stopped);
  // The version's items never change once saved: no lock is needed to check the log against them.
  const checked = await checkedSessionLog(db, playlistId, payload);
  const log: ProgrammeSessionLog = { ...checked, effort: checked.effort ?? null, pain: checked.pain ?? null };
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(programmeSessions)
      .values({ id, versionId: version.id, patientId: caller.patientId, logSealed: cipher.seal("programme-session", id, log) })
      .returning();
    await recordAudit(tx, {
      action: "programme_session.logged",
      actor: "patient",
      clientAddress,
      patientId: caller.patientId,
      details: { programmeId: version.programmeId, versionId: version.id, sessionId: id },
    });
    return inserted!;
  });
  return { id: row.id, versionId: row.versionId, endedAt: row.endedAt.toISOString() };
}

/**
 * The patient's session logs opened, newest first: of one programme, or all, ended since a time, or ever.
 * One audit event records the read (how many were opened).
 */
export async function programmeSessionLogs(
  db: Database,
  cipher: HealthCipher,
  patientId: string,
  audit: AuditedActor,
  filter: { programmeId?: string; since?: Date } = {},
): Promise<ProgrammeSessionEntry[]> {
  const conditions: SQL[] = [eq(programmeSessions.patientId, patientId)];
  if (filter.programmeId) conditions.push(eq(programmeVersions.programmeId, filter.programmeId));
  if (filter.since) conditions.push(gte(programmeSessions.endedAt, filter.since));
  const rows = await db
    .select({ session: programmeSessions, programmeId: programmeVersions.programmeId, versionNumber: programmeVersions.number })
    .from(programmeSessions)
    .innerJoin(programmeVersions, eq(programmeVersions.id, programmeSessions.versionId))
    .where(and(...conditions))
    .orderBy(desc(programmeSessions.endedAt), desc(programmeSessions.id));
  await recordAudit(db, {
    action: "programme_session.read",
    actor: audit.actor,
    clientAddress: audit.clientAddress,
    patientId,
    details: { count: rows.length, ...(filter.programmeId && { programmeId: filter.programmeId }) },
  });
  return rows.map(({ session, programmeId, versionNumber }) => ({
    id: session.id,
    programmeId,
    versionId: session.versionId,
    versionNumber,
    endedAt: session.endedAt.toISOString(),
    log: openSessionLog(cipher, session),
  }));
}

/** A session's sealed log opened: it opens only on its own row (sealed bound to the row's id). */
export function openSessionLog(cipher: HealthCipher, row: Pick<ProgrammeSessionRow, "id" | "logSealed">): ProgrammeSessionLog {
  return programmeSessionLogSchema.parse(cipher.open("programme-session", row.id, row.logSealed));
}
