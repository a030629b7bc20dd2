import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { consultationRoomMembers } from "#db/schema/consultation-rooms.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { isPractitionerInRoom, ROOM_PRESENCE_TIMEOUT_MS } from "./room-presence.ts";

const now = new Date("2026-12-01T22:00:00Z");

describe("whether the practitioner is in a room", () => {
  let database: DatabaseHandle;
  let booked = 0;
  /** A confirmed appointment, each an hour after the last (appointments may not overlap). */
  const appointment = async (email: string) => {
    const startAt = new Date(Date.parse("2026-12-02T00:30:00Z") + booked++ * 3_600_000);
    const endAt = new Date(startAt.getTime() + 30 * 60_000);
    const [row] = await database.db
      .insert(appointments)
      .values({ status: "confirmed", name: "Alex Patient", email, phone: "0412 345 678", startAt, endAt, blockedUntil: endAt })
      .returning();
    return row!.id;
  };
  const member = (appointmentId: string, role: "patient" | "practitioner", lastSeenAt: Date) =>
    database.db.insert(consultationRoomMembers).values({ appointmentId, role, connectionId: `${role}-${appointmentId}`, lastSeenAt });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("is while her row was seen within the presence timeout", async () => {
    const id = await appointment("in@example.com");
    await member(id, "practitioner", new Date(now.getTime() - ROOM_PRESENCE_TIMEOUT_MS + 1_000));
    expect(await isPractitionerInRoom(database.db, id, now)).toBe(true);
  });

  it("is not once her row is older than the timeout (an instance that died left it)", async () => {
    const id = await appointment("stale@example.com");
    await member(id, "practitioner", new Date(now.getTime() - ROOM_PRESENCE_TIMEOUT_MS));
    expect(await isPractitionerInRoom(database.db, id, now)).toBe(false);
  });

  it("is not for the patient's row, nor for another appointment's room, nor an empty room", async () => {
    const id = await appointment("patient-only@example.com");
    const other = await appointment("other@example.com");
    await member(id, "patient", now);
    await member(other, "practitioner", now);
    expect(await isPractitionerInRoom(database.db, id, now)).toBe(false);
    expect(await isPractitionerInRoom(database.db, await appointment("empty@example.com"), now)).toBe(false);
  });
});
