import { and, eq, inArray } from "drizzle-orm";
import { deletionDueAt } from "#core/patients/record-retention.ts";
import type { RecordExportPage } from "#contracts/record-export.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { clinicalNotes, patientIntakes } from "#db/schema/health-records.ts";
import { playlists } from "#db/schema/playlists.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { referrals } from "#db/schema/referrals.ts";
import { NotFoundError } from "#server/errors.ts";
import { recordFamily } from "#server/patients/record-family.ts";
import { recordActivity } from "#server/record-retention/record-activity.ts";

/**
 * The export page's view of a record: whose it is, how many of each kind it holds (counted, never opened, so
 * no health information is read and nothing is audited), and how long it is kept. A record merged into
 * another answers only where it went.
 */
export async function recordExportPage(db: Database, patientId: string): Promise<RecordExportPage> {
  const family = await recordFamily(db, patientId);
  const root = family[0];
  if (!root) throw new NotFoundError("This patient does not exist.");
  const ids = family.map((member) => member.id);
  const [activity] = root.mergedIntoId ? [] : await recordActivity(db, { patientId });
  const lastActivityAt = activity?.lastAt ?? root.createdAt;
  const ownedBy = <T extends typeof playlists | typeof playlistSessions>(table: T) =>
    and(eq(table.ownerKind, "patient"), inArray(table.ownerId, ids));
  return {
    patientId: root.id,
    name: root.name,
    email: root.email,
    mergedIntoId: root.mergedIntoId,
    counts: {
      appointments: await db.$count(appointments, inArray(appointments.patientId, ids)),
      referrals: await db.$count(referrals, inArray(referrals.patientId, ids)),
      contactMessages: await db.$count(contactMessages, inArray(contactMessages.patientId, ids)),
      intakes: await db.$count(patientIntakes, inArray(patientIntakes.patientId, ids)),
      clinicalNotes: await db.$count(clinicalNotes, inArray(clinicalNotes.patientId, ids)),
      playlists: await db.$count(playlists, ownedBy(playlists)),
      sessionLogs: await db.$count(playlistSessions, ownedBy(playlistSessions)),
    },
    retention: {
      lastActivityAt: lastActivityAt.toISOString(),
      keepUntil: root.keepUntil,
      deletableFrom: deletionDueAt(lastActivityAt, root.keepUntil).toISOString(),
    },
  };
}
