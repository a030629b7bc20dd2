import { eq } from "drizzle-orm";
import { paths } from "#contracts/paths.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { resolveFileKey } from "#integrations/storage/file-key.ts";
import { createAppointmentLinks, hashLinkToken, isLinkToken, type AppointmentLinks } from "#server/bookings/appointment-link.ts";
import type { Config } from "#server/config.ts";

/**
 * The patient's link to the appointment's consultation room (docs/decisions/0039), on its own key so that
 * neither link can be worked out from the other; the database keeps its token's hash in
 * `appointments.room_token_hash`.
 */
export type RoomLinks = AppointmentLinks;

export function createRoomLinks(storedDataKey: Buffer, publicUrl: string): RoomLinks {
  return createAppointmentLinks(storedDataKey, publicUrl, "consultation-room-link:v1", paths.consultationRoom);
}

/** The links on the key of the referral documents (REFERRAL_FILE_KEY, or the one generated in DATA_DIR). */
export function roomLinksFor(config: Config): RoomLinks {
  return createRoomLinks(resolveFileKey(config.referralFileKey, config.dataDir), config.publicUrl);
}

/** The appointment's room link, its token's hash recorded on the row (idempotent), for a mail being written. */
export async function roomLinkFor(tx: Database, links: RoomLinks, appointmentId: string): Promise<string> {
  await tx
    .update(appointments)
    .set({ roomTokenHash: hashLinkToken(links.tokenFor(appointmentId)) })
    .where(eq(appointments.id, appointmentId));
  return links.urlFor(appointmentId);
}

/**
 * The appointment a room token names, whatever its state (a cancelled appointment's page says so; when the
 * room opens is core/video-room/room-window.ts's rule); null for an unknown or malformed token.
 */
export async function findAppointmentByRoomToken(db: Database, token: string): Promise<AppointmentRow | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.roomTokenHash, hashLinkToken(token)));
  return row ?? null;
}
