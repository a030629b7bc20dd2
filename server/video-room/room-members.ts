import { and, eq, gt, inArray, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { RoomRole } from "#contracts/video-room.ts";
import type { Database } from "#db/client.ts";
import { consultationRoomMembers as members, consultationRoomVisits as visits } from "#db/schema/consultation-rooms.ts";
import { lockUntilCommit } from "#db/transaction-lock.ts";
import { ROOM_PRESENCE_TIMEOUT_MS } from "./room-presence.ts";

/**
 * Who is in a consultation room (docs/decisions/0039): a member's row is written by the instance holding
 * the member's WebSocket, which refreshes `last_seen_at` of all its connections every PRESENCE_REFRESH_MS.
 * A row not refreshed for ROOM_PRESENCE_TIMEOUT_MS (room-presence.ts) belongs to an instance that stopped:
 * it no longer counts, and the next sweep deletes it.
 */
export const PRESENCE_REFRESH_MS = 15_000;

const otherRole = (role: RoomRole): RoomRole => (role === "patient" ? "practitioner" : "patient");
const freshSince = (now: Date) => new Date(now.getTime() - ROOM_PRESENCE_TIMEOUT_MS);

export interface Entry {
  /** The connection that held the member's place before, now to be told it was taken over. */
  previousConnectionId: string | null;
  visitId: string;
  /** The connection of the other member when in the room, else null. */
  peerConnectionId: string | null;
}

/**
 * The member's connection takes their place in the room (replacing another connection's, which is
 * answered) and begins a visit. Two entries of one member wait for each other, so each learns of the other.
 */
export async function enterRoom(
  db: Database,
  { appointmentId, role, connectionId, now }: { appointmentId: string; role: RoomRole; connectionId: string; now: Date },
): Promise<Entry> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, `consultation-room:${appointmentId}:${role}`);
    const [previous] = await tx
      .select({ connectionId: members.connectionId })
      .from(members)
      .where(and(eq(members.appointmentId, appointmentId), eq(members.role, role)));
    await tx
      .insert(members)
      .values({ appointmentId, role, connectionId, joinedAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: [members.appointmentId, members.role], set: { connectionId, joinedAt: now, lastSeenAt: now } });
    const [visit] = await tx.insert(visits).values({ appointmentId, role, connectionId, joinedAt: now }).returning({ id: visits.id });
    const [peer] = await tx
      .select({ connectionId: members.connectionId })
      .from(members)
      .where(and(eq(members.appointmentId, appointmentId), eq(members.role, otherRole(role)), gt(members.lastSeenAt, freshSince(now))));
    return { previousConnectionId: previous?.connectionId ?? null, visitId: visit!.id, peerConnectionId: peer?.connectionId ?? null };
  });
}

/**
 * The connection leaves: its visit ends, and its place is freed if it still holds it. Answers whether it
 * did (a connection taken over leaves nobody's place empty).
 */
export async function leaveRoom(
  db: Database,
  {
    appointmentId,
    role,
    connectionId,
    visitId,
    now,
  }: { appointmentId: string; role: RoomRole; connectionId: string; visitId: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(visits)
      .set({ leftAt: now })
      .where(and(eq(visits.id, visitId), isNull(visits.leftAt)));
    const freed = await tx
      .delete(members)
      .where(and(eq(members.appointmentId, appointmentId), eq(members.role, role), eq(members.connectionId, connectionId)))
      .returning({ role: members.role });
    return freed.length > 0;
  });
}

/** Marks the places these connections hold as seen now; answers the connections that still hold one. */
export async function refreshPresence(db: Database, connectionIds: readonly string[], now: Date): Promise<Set<string>> {
  if (connectionIds.length === 0) return new Set();
  const refreshed = await db
    .update(members)
    .set({ lastSeenAt: now })
    .where(inArray(members.connectionId, [...connectionIds]))
    .returning({ connectionId: members.connectionId });
  return new Set(refreshed.map((row) => row.connectionId));
}

/**
 * A connection whose place was swept while its instance could not refresh it (the database unreachable for
 * longer than the timeout) takes it back if nobody else has: answers whether it did.
 */
export async function reclaimPlace(
  db: Database,
  { appointmentId, role, connectionId, now }: { appointmentId: string; role: RoomRole; connectionId: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(members)
    .values({ appointmentId, role, connectionId, joinedAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ role: members.role });
  return inserted.length > 0;
}

export interface AbandonedPlace {
  appointmentId: string;
  role: RoomRole;
}

/**
 * Deletes the places whose instance stopped refreshing them, ending their visits when they were last seen,
 * and ends the visits of connections that were taken over on an instance that stopped before it could end
 * them, when the next visit of that member began. Answers the places freed, for their rooms to be told.
 */
export async function sweepAbandonedPlaces(db: Database, now: Date): Promise<AbandonedPlace[]> {
  return db.transaction(async (tx) => {
    const abandoned = await tx
      .delete(members)
      .where(lt(members.lastSeenAt, freshSince(now)))
      .returning();
    for (const place of abandoned) {
      await tx
        .update(visits)
        .set({ leftAt: place.lastSeenAt })
        .where(and(eq(visits.connectionId, place.connectionId), isNull(visits.leftAt)));
    }
    const later = sql`(select min(later.joined_at) from ${visits} as later
      where later.appointment_id = ${visits.appointmentId} and later.role = ${visits.role} and later.joined_at > ${visits.joinedAt})`;
    await tx
      .update(visits)
      .set({ leftAt: later })
      .where(
        and(
          isNull(visits.leftAt),
          lt(visits.joinedAt, freshSince(now)),
          notInArray(visits.connectionId, tx.select({ connectionId: members.connectionId }).from(members)),
          sql`${later} is not null`,
        ),
      );
    return abandoned.map((place) => ({ appointmentId: place.appointmentId, role: place.role as RoomRole }));
  });
}

/** The members in each of these rooms now (a place refreshed within the timeout). */
export async function membersPresent(db: Database, appointmentIds: readonly string[], now: Date): Promise<Map<string, Set<RoomRole>>> {
  const present = new Map<string, Set<RoomRole>>();
  if (appointmentIds.length === 0) return present;
  const rows = await db
    .select({ appointmentId: members.appointmentId, role: members.role })
    .from(members)
    .where(and(inArray(members.appointmentId, [...appointmentIds]), gt(members.lastSeenAt, freshSince(now))));
  for (const row of rows) {
    const roles = present.get(row.appointmentId) ?? new Set<RoomRole>();
    roles.add(row.role as RoomRole);
    present.set(row.appointmentId, roles);
  }
  return present;
}
