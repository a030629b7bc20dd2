import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { hashLinkToken } from "#server/bookings/appointment-link.ts";
import { createManageLinks } from "#server/bookings/manage-link.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createRoomLinks, findAppointmentByRoomToken, roomLinkFor } from "./room-link.ts";

const key = Buffer.alloc(32, 7);
const links = createRoomLinks(key, "https://clinic.example");
const end = new Date("2026-12-02T01:00:00Z");

describe("consultation room links", () => {
  let database: DatabaseHandle;
  let appointmentId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await database.db
      .insert(appointments)
      .values({
        status: "confirmed",
        name: "Alex Patient",
        email: "alex@example.com",
        phone: "0412 345 678",
        startAt: new Date("2026-12-02T00:30:00Z"),
        endAt: end,
        blockedUntil: end,
      })
      .returning();
    appointmentId = row!.id;
  });
  afterAll(() => database.close());

  it("gives one appointment a 256-bit token of its own, not the manage link's", () => {
    const token = links.tokenFor(appointmentId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(createManageLinks(key, "https://clinic.example").tokenFor(appointmentId));
    expect(links.urlFor(appointmentId)).toBe(`https://clinic.example/consultation/${token}`);
  });

  it("keeps only the token's hash, and finds the appointment by the token in any state", async () => {
    const url = await roomLinkFor(database.db, links, appointmentId);
    const token = url.split("/").at(-1)!;
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row!.roomTokenHash).toBe(hashLinkToken(token));
    expect((await findAppointmentByRoomToken(database.db, token))?.id).toBe(appointmentId);

    await database.db.update(appointments).set({ status: "cancelled", cancelledAt: end }).where(eq(appointments.id, appointmentId));
    expect((await findAppointmentByRoomToken(database.db, token))?.status).toBe("cancelled");
  });

  it("finds nothing for an unknown or malformed token", async () => {
    expect(await findAppointmentByRoomToken(database.db, links.tokenFor("00000000-0000-4000-8000-000000000000"))).toBeNull();
    expect(await findAppointmentByRoomToken(database.db, "not-a-token")).toBeNull();
  });
});
