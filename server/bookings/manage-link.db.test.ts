import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { hashLinkToken } from "./appointment-link.ts";
import { createManageLinks, findAppointmentByManageToken, manageLinkFor } from "./manage-link.ts";

const key = Buffer.alloc(32, 7);
const links = createManageLinks(key, "https://clinic.example");
const start = new Date("2026-12-02T00:30:00Z");
const end = new Date("2026-12-02T01:00:00Z");

describe("manage-booking links", () => {
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
        startAt: start,
        endAt: end,
        blockedUntil: end,
      })
      .returning();
    appointmentId = row!.id;
  });
  afterAll(() => database.close());

  it("gives one appointment one unguessable token, another key another", () => {
    const token = links.tokenFor(appointmentId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.tokenFor(appointmentId)).toBe(token);
    expect(createManageLinks(Buffer.alloc(32, 8), "https://clinic.example").tokenFor(appointmentId)).not.toBe(token);
    expect(links.urlFor(appointmentId)).toBe(`https://clinic.example/manage-booking/${token}`);
  });

  it("keeps only the token's hash, and finds the appointment by the token until it is over", async () => {
    const url = await manageLinkFor(database.db, links, appointmentId);
    const token = url.split("/").at(-1)!;
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row!.manageTokenHash).toBe(hashLinkToken(token));
    expect(row!.manageTokenHash).not.toContain(token);

    expect((await findAppointmentByManageToken(database.db, token, new Date(start.getTime() - 1)))?.id).toBe(appointmentId);
    expect(await findAppointmentByManageToken(database.db, token, end)).toBeNull();
  });

  it("finds nothing for an unknown or malformed token", async () => {
    const now = new Date("2026-11-30T00:00:00Z");
    expect(await findAppointmentByManageToken(database.db, links.tokenFor("00000000-0000-4000-8000-000000000000"), now)).toBeNull();
    expect(await findAppointmentByManageToken(database.db, "not-a-token", now)).toBeNull();
    expect(await findAppointmentByManageToken(database.db, `${links.tokenFor(appointmentId).slice(0, 42)}x`, now)).toBeNull();
  });

  it("records the hash idempotently", async () => {
    await manageLinkFor(database.db, links, appointmentId);
    await manageLinkFor(database.db, links, appointmentId);
    const rows = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.manageTokenHash, hashLinkToken(links.tokenFor(appointmentId))));
    expect(rows).toHaveLength(1);
  });
});
