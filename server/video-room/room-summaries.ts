import { inArray } from "drizzle-orm";
import type { AdminAppointmentRoom } from "#contracts/admin.ts";
import { roomClosesAt } from "#core/video-room/room-window.ts";
import { summariseRoomVisits, type RoomVisit } from "#core/video-room/room-visits.ts";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import { consultationRoomVisits as visits } from "#db/schema/consultation-rooms.ts";
import { membersPresent } from "./room-members.ts";

/**
 * The dashboard's view of these appointments' consultation rooms (docs/decisions/0039): who is in now, when
 * the patient came in and how long the call lasted (core/video-room/room-visits.ts).
 */
export async function roomSummaries(
  db: Database,
  rows: Pick<AppointmentRow, "id" | "status" | "endAt">[],
  { now, graceMinutes }: { now: Date; graceMinutes: number },
): Promise<Record<string, AdminAppointmentRoom>> {
  if (rows.length === 0) return {};
  const ids = rows.map((row) => row.id);
  const present = await membersPresent(db, ids, now);
  const stays = await db
    .select({ appointmentId: visits.appointmentId, role: visits.role, joinedAt: visits.joinedAt, leftAt: visits.leftAt })
    .from(visits)
    .where(inArray(visits.appointmentId, ids));
  return Object.fromEntries(
    rows.map((row) => {
      const summary = summariseRoomVisits(
        stays.filter((stay) => stay.appointmentId === row.id).map((stay) => ({ ...stay, role: stay.role as RoomVisit["role"] })),
        now,
      );
      const live = row.status === "confirmed" || row.status === "awaiting_time";
      const room: AdminAppointmentRoom = {
        patientIn: present.get(row.id)?.has("patient") ?? false,
        practitionerIn: present.get(row.id)?.has("practitioner") ?? false,
        patientJoinedAt: summary.patientJoinedAt?.toISOString() ?? null,
        callSeconds: Math.floor(summary.togetherMs / 1000),
        current: live && (row.endAt === null || now < roomClosesAt(row.endAt, graceMinutes)),
      };
      return [row.id, room];
    }),
  );
}
