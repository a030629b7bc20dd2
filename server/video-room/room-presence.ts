import { and, eq, gt } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { consultationRoomMembers } from "#db/schema/consultation-rooms.ts";

/**
 * How long a member's row counts after its instance last refreshed it (db/schema/consultation-rooms.ts,
 * server/video-room/room-members.ts): a row left by an instance that died stops holding the room open once
 * it is older than this.
 */
export const ROOM_PRESENCE_TIMEOUT_MS = 45_000;

/**
 * Whether the practitioner is in the appointment's room now: her member row was seen within the presence
 * timeout. While she is, the patient may come in whatever the time (core/video-room/room-window.ts).
 */
export async function isPractitionerInRoom(db: Database, appointmentId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ role: consultationRoomMembers.role })
    .from(consultationRoomMembers)
    .where(
      and(
        eq(consultationRoomMembers.appointmentId, appointmentId),
        eq(consultationRoomMembers.role, "practitioner"),
        gt(consultationRoomMembers.lastSeenAt, new Date(now.getTime() - ROOM_PRESENCE_TIMEOUT_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
