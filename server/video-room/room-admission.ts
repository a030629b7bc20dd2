import { eq } from "drizzle-orm";
import { z } from "zod";
import { roomCloseCodes, type ServerMessage } from "#contracts/video-room.ts";
import { practice } from "#core/practice.ts";
import { roomAccess, type RoomAccess } from "#core/video-room/room-window.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { isSignedIn } from "#server/api/admin/session-cookie.ts";
import type { AppServices } from "#server/context.ts";
import type { RoomMember } from "./room-connections.ts";
import { findAppointmentByRoomToken } from "./room-link.ts";
import { isPractitionerInRoom } from "./room-presence.ts";

/**
 * What becomes of a request to join a room's WebSocket:
 * - `admit`: upgraded, the member joins;
 * - `turn-away`: upgraded, told why in the room's own words, and closed, since a browser learns nothing of a
 *   refused handshake (the room cancelled, over, or not open yet);
 * - `refuse`: no upgrade, an HTTP status: an unknown link or appointment, no admin session.
 */
export type Admission =
  | { kind: "admit"; member: RoomMember }
  | { kind: "turn-away"; message: ServerMessage; code: number }
  | { kind: "refuse"; status: 400 | 401 | 404; error: string };

export const unknownRoom = "This consultation room link is not valid.";
export const practitionerSignIn = "Sign in to the admin area to open the consultation room.";

/** The patient by their link's `token`, the practitioner by her admin session and the `appointment` id. */
export async function admitToRoom(
  services: AppServices,
  request: { token: string | undefined; appointment: string | undefined; cookie: string | undefined },
  now: Date,
): Promise<Admission> {
  const { db } = services.database;
  const { graceMinutes } = services.config.videoRoom;
  if (request.token !== undefined) {
    const row = await findAppointmentByRoomToken(db, request.token);
    if (!row) return { kind: "refuse", status: 404, error: unknownRoom };
    const practitionerPresent = await isPractitionerInRoom(db, row.id, now);
    const access = roomAccess({ role: "patient", appointment: row, now, graceMinutes, practitionerPresent });
    return admission(access, row, "patient");
  }
  if (request.appointment === undefined) return { kind: "refuse", status: 400, error: "Which room? The address names none." };
  if (!(await isSignedIn(services, request.cookie))) return { kind: "refuse", status: 401, error: practitionerSignIn };
  if (!z.uuid().safeParse(request.appointment).success) return { kind: "refuse", status: 404, error: "This appointment was not found." };
  const [row] = await db.select().from(appointments).where(eq(appointments.id, request.appointment));
  if (!row) return { kind: "refuse", status: 404, error: "This appointment was not found." };
  return admission(
    roomAccess({ role: "practitioner", appointment: row, now, graceMinutes, practitionerPresent: true }),
    row,
    "practitioner",
  );
}

function admission(access: RoomAccess, row: AppointmentRow, role: RoomMember["role"]): Admission {
  const closed = (reason: "cancelled" | "ended"): Admission => ({
    kind: "turn-away",
    message: { type: "room-closed", reason },
    code: roomCloseCodes.roomClosed,
  });
  const notAllowed = (message: string): Admission => ({
    kind: "turn-away",
    message: { type: "error", message },
    code: roomCloseCodes.notAllowed,
  });
  switch (access.state) {
    case "open": {
      const names = { patient: row.name, practitioner: practice.practitionerName };
      const peer = role === "patient" ? "practitioner" : "patient";
      return {
        kind: "admit",
        member: { appointmentId: row.id, role, displayName: names[role], peerDisplayName: names[peer], closesAt: access.closesAt },
      };
    }
    case "cancelled":
      return closed("cancelled");
    case "ended":
      return closed("ended");
    case "not-yet":
      return notAllowed(`The room opens at ${access.opensAt.toISOString()}.`);
    case "no-time":
      return notAllowed("The room opens once the appointment has a time.");
    case "none":
      return notAllowed("This appointment has no consultation room.");
  }
}
