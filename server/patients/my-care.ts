import { intakeStates } from "#server/intake/intake-status.ts";
import { and, eq } from "drizzle-orm";
import type { MyCareAppointment, MyCareView } from "#contracts/my-care.ts";
import type { PatientSession } from "#contracts/patient-pages.ts";
import { paths } from "#contracts/paths.ts";
import { carePlace } from "#core/patients/care-timeline.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";
import { readOutcomeProgress } from "#server/outcomes/outcome-progress.ts";
import type { AppServices } from "#server/context.ts";
import { playlistNamesOf } from "#server/playlists/keep-playlists.ts";
import { patientProgrammes } from "#server/programmes/patient-programmes.ts";
import { openQuestionnairesOf } from "#server/questionnaires/questionnaire-records.ts";
import { receiptsByAppointment } from "#server/receipts/receipt-documents.ts";
import { roomLinkFor } from "#server/video-room/room-link.ts";
import { exerciseReminderSetting } from "#server/programmes/reminder-choice.ts";

/**
 * "My care" for a signed-in patient (docs/decisions/0047): their own appointments only (the record's
 * `patient_id`), upcoming soonest first and past most recent first, each with its receipts and, while they
 * work, the same room and manage-booking links as their mails carry; and the playlists of their account and
 * of this browser; their outcome measures over time (opening them audited, from `clientAddress`).
 */
export async function myCareView(
  services: AppServices,
  patient: PatientSession,
  browserOwnerId: string | null,
  now: Date,
  clientAddress: string | null = null,
): Promise<MyCareView> {
  const { db } = services.database;
  const rows = await db.select().from(appointments).where(eq(appointments.patientId, patient.patientId));
  const receipts = await receiptsByAppointment(
    db,
    rows.map((row) => row.id),
  );
  const upcoming: MyCareAppointment[] = [];
  const past: MyCareAppointment[] = [];
  for (const row of rows) {
    const place = carePlace(row, now);
    if (place === null) continue;
    const appointment = await careAppointment(services, row, place === "upcoming", now);
    (place === "upcoming" ? upcoming : past).push({ ...appointment, receipts: receipts.get(row.id) ?? [] });
  }
  upcoming.sort(byStart(1));
  past.sort(byStart(-1));
  return {
    patientName: patient.name,
    upcoming,
    past,
    intake: (await intakeStates(db, [patient.patientId])).get(patient.patientId) ?? "none",
    programmes: await patientProgrammes(db, patient.patientId),
    exerciseReminders: await exerciseReminderSetting(services, patient.patientId),
    playlists: {
      inAccount: await playlistNamesOf(db, { kind: "patient", id: patient.patientId }),
      inThisBrowser: browserOwnerId ? await playlistNamesOf(db, { kind: "anonymous", id: browserOwnerId }) : [],
    },
    questionnaires: await openQuestionnairesOf(db, patient.patientId, now),
    progress: await readOutcomeProgress(services, patient.patientId, { actor: "patient", clientAddress }, "my-care", now),
  };
}

/** Appointments by start time, soonest (1) or latest (-1) first; one with no time after those with one. */
function byStart(direction: 1 | -1) {
  return (a: MyCareAppointment, b: MyCareAppointment) => {
    if (a.startTime === null || b.startTime === null) return Number(a.startTime === null) - Number(b.startTime === null);
    return (Date.parse(a.startTime) - Date.parse(b.startTime)) * direction;
  };
}

/**
 * One appointment with its links: the room's for a confirmed one still to come, the manage page's until it is
 * over (as the link itself works). Links are the ones the mails carry; one whose hash a mail has not recorded
 * yet is recorded here.
 */
async function careAppointment(
  services: AppServices,
  row: AppointmentRow,
  upcoming: boolean,
  now: Date,
): Promise<Omit<MyCareAppointment, "receipts">> {
  const { db } = services.database;
  const manageWorks = row.endAt === null || row.endAt.getTime() > now.getTime();
  if (manageWorks && row.manageTokenHash === null) await manageLinkFor(db, services.manageLinks, row.id);
  const roomOpen = upcoming && row.status === "confirmed" && row.startAt !== null;
  if (roomOpen && row.roomTokenHash === null) await roomLinkFor(db, services.roomLinks, row.id);
  return {
    id: row.id,
    status: row.status as MyCareAppointment["status"],
    startTime: row.startAt?.toISOString() ?? null,
    patientTimeZone: row.patientTimeZone,
    roomPath: roomOpen ? paths.consultationRoom(services.roomLinks.tokenFor(row.id)) : null,
    managePath: manageWorks ? paths.manageBooking(services.manageLinks.tokenFor(row.id)) : null,
  };
}

/** One of the patient's own appointments by id, or null: what a patient's receipt download may open. */
export async function patientAppointmentId(db: Database, patientId: string, appointmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.patientId, patientId)));
  return row?.id ?? null;
}
