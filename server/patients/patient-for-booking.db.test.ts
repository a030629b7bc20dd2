import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { patients } from "#db/schema/patients.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { patientForBooking } from "./patient-for-booking.ts";

describe("the patient of a booking", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("is found again by email whatever its case and spaces, keeping the record's details", async () => {
    const first = await patientForBooking(database.db, { name: "Sam Lee", email: "Sam.Lee@Example.com", phone: null });
    const again = await patientForBooking(database.db, { name: "Samuel Lee", email: " sam.lee@example.COM", phone: "0400 000 001" });
    expect(again).toBe(first);
    const [row] = await database.db.select().from(patients).where(eq(patients.id, first));
    expect(row).toMatchObject({ name: "Sam Lee", email: "Sam.Lee@Example.com", emailKey: "sam.lee@example.com", phone: "0400 000 001" });
  });

  it("makes one record when two bookings of a new patient arrive at once", async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => patientForBooking(database.db, { name: `Concurrent ${i}`, email: "together@example.com" })),
    );
    expect(new Set(ids).size).toBe(1);
    const rows = await database.db.select().from(patients).where(eq(patients.emailKey, "together@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("never matches a record merged into another: the email finds the live one", async () => {
    const live = await patientForBooking(database.db, { name: "Kim Live", email: "kim@example.com" });
    const [merged] = await database.db
      .insert(patients)
      .values({ name: "Kim Old", email: "kim@example.com", emailKey: "kim@example.com", mergedIntoId: live, mergedAt: new Date() })
      .returning();
    expect(merged!.id).not.toBe(live);
    expect(await patientForBooking(database.db, { name: "Kim", email: "KIM@example.com" })).toBe(live);
  });
});
