import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { consultationRoomMembers, consultationRoomVisits } from "#db/schema/consultation-rooms.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { enterRoom, leaveRoom, membersPresent, refreshPresence, sweepAbandonedPlaces } from "./room-members.ts";
import { ROOM_PRESENCE_TIMEOUT_MS } from "./room-presence.ts";
import { roomSummaries } from "./room-summaries.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const t0 = new Date("2026-12-02T00:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
const minutes = (count: number) => count * 60_000;
const isIn = async (appointmentId: string, role: "patient" | "practitioner", at: Date) =>
  (await membersPresent(database.db, [appointmentId], at)).get(appointmentId)?.has(role) ?? false;

async function appointment(status: "confirmed" | "cancelled" = "confirmed") {
  const endAt = later(minutes(30));
  const [row] = await database.db
    .insert(appointments)
    .values({
      practitionerId: crypto.randomUUID(),
      status,
      name: "Alex Patient",
      email: "alex@example.com",
      phone: "0412 345 678",
      startAt: t0,
      endAt,
      blockedUntil: endAt,
    })
    .returning();
  return row!;
}

describe("a room's members and visits", () => {
  it("gives a member's place to her newest connection, naming the one it replaced, and says who is in", async () => {
    const { id } = await appointment();
    const { db } = database;
    const phone = await enterRoom(db, { appointmentId: id, role: "patient", connectionId: "phone", now: t0 });
    expect(phone).toMatchObject({ previousConnectionId: null, peerConnectionId: null });
    const practitioner = await enterRoom(db, { appointmentId: id, role: "practitioner", connectionId: "desk", now: later(1_000) });
    expect(practitioner.peerConnectionId).toBe("phone");
    const laptop = await enterRoom(db, { appointmentId: id, role: "patient", connectionId: "laptop", now: later(2_000) });
    expect(laptop).toMatchObject({ previousConnectionId: "phone", peerConnectionId: "desk" });
    // The phone, taken over, frees nobody's place when it goes; the laptop does.
    expect(
      await leaveRoom(db, { appointmentId: id, role: "patient", connectionId: "phone", visitId: phone.visitId, now: later(3_000) }),
    ).toBe(false);
    expect(await isIn(id, "patient", later(3_000))).toBe(true);
    expect(
      await leaveRoom(db, { appointmentId: id, role: "patient", connectionId: "laptop", visitId: laptop.visitId, now: later(4_000) }),
    ).toBe(true);
    expect(await isIn(id, "patient", later(4_000))).toBe(false);
    const visits = await db.select().from(consultationRoomVisits).where(eq(consultationRoomVisits.appointmentId, id));
    expect(visits.map((visit) => [visit.connectionId, visit.leftAt?.getTime() ?? null]).sort()).toEqual([
      ["desk", null],
      ["laptop", later(4_000).getTime()],
      ["phone", later(3_000).getTime()],
    ]);
  });

  it("stops counting a place nobody refreshed, and the sweep frees it, ending the visit when it was last seen", async () => {
    const { id } = await appointment();
    const { db } = database;
    await enterRoom(db, { appointmentId: id, role: "patient", connectionId: "crashed", now: t0 });
    await enterRoom(db, { appointmentId: id, role: "practitioner", connectionId: "alive", now: t0 });
    const seen = later(minutes(1));
    expect(await refreshPresence(db, ["alive", "crashed"], seen)).toEqual(new Set(["alive", "crashed"]));
    const afterwards = new Date(seen.getTime() + ROOM_PRESENCE_TIMEOUT_MS + 1);
    await refreshPresence(db, ["alive"], afterwards);
    expect(await isIn(id, "patient", afterwards)).toBe(false);
    expect(await isIn(id, "practitioner", afterwards)).toBe(true);
    const freed = await sweepAbandonedPlaces(db, afterwards);
    expect(freed).toContainEqual({ appointmentId: id, role: "patient" });
    expect(freed.filter((place) => place.appointmentId === id)).toHaveLength(1);
    const [visit] = await db.select().from(consultationRoomVisits).where(eq(consultationRoomVisits.connectionId, "crashed"));
    expect(visit!.leftAt).toEqual(seen);
  });

  it("ends the visit of a connection taken over on an instance that stopped, when the next one began", async () => {
    const { id } = await appointment();
    const { db } = database;
    await enterRoom(db, { appointmentId: id, role: "patient", connectionId: "old-device", now: t0 });
    await enterRoom(db, { appointmentId: id, role: "patient", connectionId: "new-device", now: later(minutes(2)) });
    // The old device's instance stopped before it could end its visit; the new one is still in.
    await sweepAbandonedPlaces(db, later(minutes(2) + ROOM_PRESENCE_TIMEOUT_MS - 1));
    const visits = await db.select().from(consultationRoomVisits).where(eq(consultationRoomVisits.appointmentId, id));
    expect(Object.fromEntries(visits.map((visit) => [visit.connectionId, visit.leftAt]))).toEqual({
      "old-device": later(minutes(2)),
      "new-device": null,
    });
  });
});

describe("roomSummaries", () => {
  it("says who is in, when the patient came and how long both were in, and whether the room is still of use", async () => {
    const row = await appointment();
    const cancelled = await appointment("cancelled");
    const { db } = database;
    const patient = await enterRoom(db, { appointmentId: row.id, role: "patient", connectionId: "p", now: later(-minutes(5)) });
    await enterRoom(db, { appointmentId: row.id, role: "practitioner", connectionId: "d", now: later(minutes(1)) });
    await leaveRoom(db, { appointmentId: row.id, role: "patient", connectionId: "p", visitId: patient.visitId, now: later(minutes(21)) });
    const now = later(minutes(22));
    await refreshPresence(db, ["d"], now);
    const rooms = await roomSummaries(db, [row, cancelled], { now, graceMinutes: 30 });
    expect(rooms[row.id]).toEqual({
      patientIn: false,
      practitionerIn: true,
      patientJoinedAt: later(-minutes(5)).toISOString(),
      callSeconds: 20 * 60,
      current: true,
    });
    expect(rooms[cancelled.id]).toEqual({ patientIn: false, practitionerIn: false, patientJoinedAt: null, callSeconds: 0, current: false });
    const over = await roomSummaries(db, [row], { now: later(minutes(30 + 30)), graceMinutes: 30 });
    expect(over[row.id]!.current).toBe(false);
    await db.delete(consultationRoomMembers).where(eq(consultationRoomMembers.appointmentId, row.id));
  });
});
