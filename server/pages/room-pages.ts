import { eq } from "drizzle-orm";
import { adminPaths } from "#contracts/admin-paths.ts";
import { adminItemParamSchema } from "#contracts/admin-inbox.ts";
import type { RoomPages, RoomPageView } from "#contracts/consultation-room-page.ts";
import type { IntakeStatus } from "#contracts/intake.ts";
import { paths, roomSignalUrl } from "#contracts/paths.ts";
import type { RoomRole } from "#contracts/video-room.ts";
import { practice } from "#core/practice.ts";
import { roomAccess } from "#core/video-room/room-window.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import type { AppServices } from "#server/context.ts";
import { intakeStates } from "#server/intake/intake-status.ts";
import { findAppointmentByRoomToken } from "#server/video-room/room-link.ts";
import { isPractitionerInRoom } from "#server/video-room/room-presence.ts";

type RoomServices = Pick<AppServices, "config" | "database" | "manageLinks">;

/** The room's pages' slice of the page context (contracts/consultation-room-page.ts). */
export function roomPages(services: RoomServices): RoomPages {
  return {
    patient: (token) => patientRoomView(services, token, new Date()),
    practitioner: (appointmentId) => practitionerRoomView(services, appointmentId, new Date()),
  };
}

/** The patient's page of the room a token names; null for a token that names none. */
export async function patientRoomView(services: RoomServices, token: string, now: Date): Promise<RoomPageView | null> {
  const row = await findAppointmentByRoomToken(services.database.db, token);
  if (!row) return null;
  return roomView(services, row, { role: "patient", signalUrl: roomSignalUrl({ token }) }, now);
}

/** The practitioner's page of an appointment's room; null for an id that names no appointment. */
export async function practitionerRoomView(services: RoomServices, appointmentId: string, now: Date): Promise<RoomPageView | null> {
  if (!adminItemParamSchema.safeParse({ id: appointmentId }).success) return null;
  const [row] = await services.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!row) return null;
  return roomView(services, row, { role: "practitioner", signalUrl: roomSignalUrl({ appointmentId }) }, now);
}

async function roomView(
  services: RoomServices,
  row: AppointmentRow,
  member: { role: RoomRole; signalUrl: string },
  now: Date,
): Promise<RoomPageView | null> {
  const { role } = member;
  const practitionerPresent = role === "patient" && (await isPractitionerInRoom(services.database.db, row.id, now));
  const access = roomAccess({ role, appointment: row, now, graceMinutes: services.config.videoRoom.graceMinutes, practitionerPresent });
  const patientTimeZone = row.patientTimeZone;
  if (access.state === "none") return null;
  if (access.state === "cancelled") return { state: "cancelled", startTime: row.startAt?.toISOString() ?? null, patientTimeZone };
  // The call states the appointment's time and the patient's window follows it: a room opens once it has one.
  if (access.state === "no-time" || !row.startAt || !row.endAt) {
    return { state: "no-time", manageHref: role === "patient" ? paths.manageBooking(services.manageLinks.tokenFor(row.id)) : null };
  }
  const time = { startTime: row.startAt.toISOString(), endTime: row.endAt.toISOString(), patientTimeZone };
  if (access.state === "not-yet") return { ...time, state: "not-yet", opensAt: access.opensAt.toISOString() };
  if (access.state === "ended") return { ...time, state: "ended" };
  return {
    ...time,
    state: "open",
    ...member,
    displayName: role === "patient" ? row.name : practice.practitionerName,
    leaveHref: role === "patient" ? paths.manageBooking(services.manageLinks.tokenFor(row.id)) : adminPaths.appointments,
    intake: role === "practitioner" && row.patientId ? await intakeStatusOf(services, row.patientId) : null,
  };
}

/** Whether the practitioner can read the patient's intake before the call (nothing opened, nothing audited). */
async function intakeStatusOf(services: RoomServices, patientId: string): Promise<IntakeStatus> {
  return { patientId, state: (await intakeStates(services.database.db, [patientId])).get(patientId) ?? "none" };
}
