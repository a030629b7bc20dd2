import { and, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import { addDays, melbourneMidnight } from "#core/calendar/melbourne-days.ts";
import type { AdherenceFlags, PatientAdherence, ProgrammeAdherenceView } from "#contracts/adherence.ts";
import { openSessionLog } from "./programme-sessions.ts";
import { patientFlags, programmeAdherence, type LoggedSession, type PlannedVersion } from "#core/adherence/adherence.ts";
import { weekOfInstant } from "#core/adherence/melbourne-weeks.ts";
import type { Database } from "#db/client.ts";
import { programmeSessions, programmeVersions, programmes, type ProgrammeRow } from "#db/schema/programmes.ts";
import { recordAudit, type AuditedActor, type AuditEvent } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { readPatientHeader } from "#server/patients/admin-patients.ts";

/**
 * The practitioner's reads of adherence (docs/decisions/0051). Pain and effort are in the sealed session logs:
 * each programme whose logs are opened is one audit event naming the patient, all of a read in one insert.
 */
export type AdherenceServices = Pick<AppServices, "healthRecords"> & { database: { db: Database } };

interface ProgrammeRows {
  programme: ProgrammeRow;
  versions: (PlannedVersion & { phase: string })[];
  sessions: LoggedSession[];
}

/**
 * The programmes' saved versions and their sessions (from `since` when given), each log opened; each programme
 * with logs opened is one audit event (`purpose`: which page read them), all in one insert.
 */
async function programmeRows(
  services: AdherenceServices,
  rows: readonly ProgrammeRow[],
  { since, purpose, reader }: { since: Date | null; purpose: string; reader: AuditedActor },
): Promise<ProgrammeRows[]> {
  const { db } = services.database;
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [versions, sessions] = await Promise.all([
    db.select().from(programmeVersions).where(inArray(programmeVersions.programmeId, ids)),
    db
      .select({
        id: programmeSessions.id,
        programmeId: programmeVersions.programmeId,
        logSealed: programmeSessions.logSealed,
        endedAt: programmeSessions.endedAt,
      })
      .from(programmeSessions)
      .innerJoin(programmeVersions, eq(programmeVersions.id, programmeSessions.versionId))
      .where(and(inArray(programmeVersions.programmeId, ids), since ? gte(programmeSessions.endedAt, since) : undefined)),
  ]);
  const versionsOf = Map.groupBy(versions, (version) => version.programmeId);
  const sessionsOf = Map.groupBy(sessions, (session) => session.programmeId);
  const read = rows.flatMap((programme) => {
    const saved = versionsOf.get(programme.id) ?? [];
    if (saved.length === 0) return [];
    return [
      {
        programme,
        versions: saved.map(({ number, daysPerWeek, startsOn, phase }) => ({ number, daysPerWeek, startsOn, phase })),
        sessions: (sessionsOf.get(programme.id) ?? []).map((session) => {
          const log = openSessionLog(services.healthRecords, session);
          return { endedAt: session.endedAt, pain: log.pain, effort: log.effort };
        }),
      },
    ];
  });
  await recordAudit(
    db,
    ...read
      .filter(({ sessions }) => sessions.length > 0)
      .map(({ programme, sessions }) => readEvent(programme, sessions.length, purpose, reader)),
  );
  return read;
}

const readEvent = (programme: ProgrammeRow, sessions: number, purpose: string, reader: AuditedActor): AuditEvent => ({
  action: "programme_session.read",
  actor: reader.actor,
  patientId: programme.patientId,
  clientAddress: reader.clientAddress,
  details: { programmeId: programme.id, sessions, purpose },
});

/** A patient's programmes with their adherence week by week; NotFoundError for no such record. */
export async function readPatientAdherence(
  services: AdherenceServices,
  patientId: string,
  reader: AuditedActor,
  now = new Date(),
): Promise<PatientAdherence> {
  const { db } = services.database;
  await readPatientHeader(db, patientId);
  const rows = await db.select().from(programmes).where(eq(programmes.patientId, patientId)).orderBy(desc(programmes.createdAt));
  const read = await programmeRows(services, rows, { since: null, purpose: "adherence", reader });
  return {
    patientId,
    programmes: read.map(({ programme, versions, sessions }): ProgrammeAdherenceView => {
      const adherence = programmeAdherence({ versions, sessions, endedAt: programme.endedAt }, now);
      const newest = versions.reduce((latest, version) => (version.number > latest.number ? version : latest));
      return {
        programmeId: programme.id,
        title: programme.title,
        phase: newest.phase,
        daysPerWeek: newest.daysPerWeek,
        startsOn: versions.map((version) => version.startsOn).sort()[0]!,
        endedAt: programme.endedAt?.toISOString() ?? null,
        lastSessionAt: adherence.lastSessionAt?.toISOString() ?? null,
        flags: adherence.flags,
        weeks: adherence.weeks,
      };
    }),
  };
}

/**
 * The patient list's flags for a page of patients, from their running programmes and only the sessions the
 * flags look at: since the Monday two weeks before this week's (the pain rule compares last week with the one
 * before; "a week without a session" looks 7 days back).
 */
export async function adherenceFlagsOf(
  services: AdherenceServices,
  patientIds: readonly string[],
  reader: AuditedActor,
  now = new Date(),
): Promise<Map<string, AdherenceFlags>> {
  const flags = new Map<string, AdherenceFlags>(patientIds.map((id) => [id, patientFlags([])]));
  if (patientIds.length === 0) return flags;
  const { db } = services.database;
  const rows = await db
    .select()
    .from(programmes)
    .where(and(inArray(programmes.patientId, [...new Set(patientIds)]), isNull(programmes.endedAt)));
  const since = melbourneMidnight(addDays(weekOfInstant(now), -14));
  const read = await programmeRows(services, rows, { since, purpose: "patient-list-flags", reader });
  for (const [patientId, ofPatient] of Map.groupBy(read, ({ programme }) => programme.patientId)) {
    flags.set(
      patientId,
      patientFlags(ofPatient.map(({ versions, sessions }) => programmeAdherence({ versions, sessions, endedAt: null }, now).flags)),
    );
  }
  return flags;
}
