import { and, count, desc, eq, isNull, max, sql } from "drizzle-orm";
import { paths } from "#contracts/paths.ts";
import { programmeMessages, type NewProgrammePayload, type ProgrammeSummary, type SaveVersionPayload } from "#contracts/programmes.ts";
import { currentVersion, nextVersionNumber } from "#core/programmes/programme-version.ts";
import type { Database } from "#db/client.ts";
import { patients } from "#db/schema/patients.ts";
import { playlistItems, playlists } from "#db/schema/playlists.ts";
import { programmes, programmeVersions, type ProgrammeRow } from "#db/schema/programmes.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import { recordAudit } from "#server/admin/audit.ts";
import type { MailService } from "#server/jobs/mail-service.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import { copyPlaylistRows } from "#server/playlists/playlists.ts";
import { programmeReadyMail } from "./programme-ready-mail.ts";
import { versionsOf } from "./programme-versions.ts";

/**
 * The practitioner's programmes (docs/decisions/0050): made on a patient's record with an empty draft
 * playlist she builds with the playlist editor; each 'Save version' copies the draft into the next version.
 */

/** Where the practitioner acted from, for the audit log. */
export interface ProgrammeAudit {
  clientAddress: string;
}

const programmeEvent = (programme: ProgrammeRow, action: string, audit: ProgrammeAudit, details: Record<string, string | number> = {}) => ({
  action,
  actor: "admin" as const,
  clientAddress: audit.clientAddress,
  patientId: programme.patientId,
  details: { programmeId: programme.id, ...details },
});

/** A new programme of the patient, with its empty draft. */
export async function createProgramme(
  db: Database,
  patientId: string,
  payload: NewProgrammePayload,
  audit: ProgrammeAudit,
): Promise<{ programmeId: string }> {
  return db.transaction(async (tx) => {
    const [patient] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
    if (!patient) throw new NotFoundError("This patient does not exist.");
    const [made] = await tx.insert(programmes).values({ patientId, title: payload.title }).returning();
    const [draft] = await tx
      .insert(playlists)
      .values({ ownerKind: "programme", ownerId: made!.id, name: payload.title })
      .returning({ id: playlists.id });
    const [programme] = await tx.update(programmes).set({ draftPlaylistId: draft!.id }).where(eq(programmes.id, made!.id)).returning();
    await recordAudit(tx, programmeEvent(programme!, "programme.created", audit));
    return { programmeId: programme!.id };
  });
}

/** The patient's programme, or null when the ids do not name one of theirs. */
export async function programmeOf(db: Database, patientId: string, programmeId: string): Promise<ProgrammeRow | null> {
  const [row] = await db
    .select()
    .from(programmes)
    .where(and(eq(programmes.id, programmeId), eq(programmes.patientId, patientId)));
  return row ?? null;
}

/** The patient's programmes, newest first, each with its number of versions and current phase. */
export async function listProgrammes(db: Database, patientId: string): Promise<ProgrammeSummary[]> {
  const rows = await db.select().from(programmes).where(eq(programmes.patientId, patientId)).orderBy(desc(programmes.createdAt));
  const versions = await versionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, versions.get(row.id)!));
}

export function summaryOf(row: ProgrammeRow, versions: readonly { number: number; phase: string }[]): ProgrammeSummary {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    versionCount: versions.length,
    currentPhase: currentVersion(versions)?.phase ?? null,
  };
}

/**
 * 'Save version': under the programme's row lock (two saves at once number their versions one after the
 * other) and the draft's (its items do not change during the copy), the draft's items copied into a new
 * playlist, frozen from then on, and the version's row; the patient's mail that it is ready is written with
 * it and sent after the commit.
 */
export async function saveProgrammeVersion(
  services: { db: Database; mail: Pick<MailService, "dispatch">; publicUrl: string },
  patientId: string,
  programmeId: string,
  payload: SaveVersionPayload,
  audit: ProgrammeAudit,
): Promise<{ number: number }> {
  const { db, mail, publicUrl } = services;
  const saved = await db.transaction(async (tx) => {
    const [programme] = await tx
      .select()
      .from(programmes)
      .where(and(eq(programmes.id, programmeId), eq(programmes.patientId, patientId)))
      .for("update");
    if (!programme) throw new NotFoundError(programmeMessages.notFound);
    if (programme.endedAt !== null || programme.draftPlaylistId === null) throw new ConflictError(programmeMessages.stopped);
    const [draft] = await tx.select().from(playlists).where(eq(playlists.id, programme.draftPlaylistId)).for("update");
    const [{ items }] = (await tx.select({ items: count() }).from(playlistItems).where(eq(playlistItems.playlistId, draft!.id))) as [
      { items: number },
    ];
    if (items === 0) throw new InvalidInputError(programmeMessages.emptyDraft);
    const [{ highest }] = (await tx
      .select({ highest: max(programmeVersions.number) })
      .from(programmeVersions)
      .where(eq(programmeVersions.programmeId, programmeId))) as [{ highest: number | null }];
    const number = nextVersionNumber(highest);
    const copy = await copyPlaylistRows(tx, draft!, { ownerKind: "programme", ownerId: programmeId });
    const [version] = await tx
      .insert(programmeVersions)
      .values({ programmeId, number, playlistId: copy.id, ...payload, notifiedAt: sql`now()` })
      .returning();
    const [patient] = await tx.select({ email: patients.email }).from(patients).where(eq(patients.id, patientId));
    const mailId = await enqueueMail(tx, programmeReadyMail(patient!.email, `${publicUrl}${paths.myCare}`));
    await recordAudit(tx, programmeEvent(programme, "programme.version_saved", audit, { versionId: version!.id, number }));
    return { number, mailId };
  });
  await mail.dispatch([saved.mailId]);
  return { number: saved.number };
}

/** 'Stop programme': no longer offered to play, nor changed; its versions stay readable. */
export async function stopProgramme(db: Database, patientId: string, programmeId: string, audit: ProgrammeAudit): Promise<void> {
  await db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(programmes)
      .set({ endedAt: sql`now()` })
      .where(and(eq(programmes.id, programmeId), eq(programmes.patientId, patientId), isNull(programmes.endedAt)))
      .returning();
    if (!stopped) {
      if (!(await programmeOf(tx, patientId, programmeId))) throw new NotFoundError(programmeMessages.notFound);
      return;
    }
    await recordAudit(tx, programmeEvent(stopped, "programme.stopped", audit));
  });
}
