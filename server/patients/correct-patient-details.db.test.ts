import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientDetailsSchema } from "#contracts/patients.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { patients } from "#db/schema/patients.ts";
import { ConflictError } from "#server/errors.ts";
import { makePatient } from "#tests/support/patient-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { correctPatientDetails } from "./correct-patient-details.ts";
import { mergePatients } from "./merge-patients.ts";
import { patientForBooking } from "./patient-for-booking.ts";

const audit = { clientAddress: "203.0.113.8" };
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const details = (input: Record<string, unknown>) => patientDetailsSchema.parse(input);
const row = async (id: string) => (await database.db.select().from(patients).where(eq(patients.id, id)))[0]!;

describe("correcting a patient's details", () => {
  it("changes name and phone, re-keys a new email so the next booking finds the record by it, and audits ids only", async () => {
    const { db } = database;
    const id = await makePatient(db, "old-address");
    const corrected = await correctPatientDetails(
      db,
      id,
      details({ name: "Robin Corrected", email: " Robin.New@Example.com ", phone: "0400 555 666" }),
      audit,
    );
    expect(corrected).toEqual({ id, name: "Robin Corrected", email: "Robin.New@Example.com", phone: "0400 555 666", mergedIntoId: null });
    expect((await row(id)).emailKey).toBe("robin.new@example.com");
    expect(await patientForBooking(db, { name: "Robin", email: "robin.new@example.com" })).toBe(id);

    const [event] = await db.select().from(auditEvents).where(eq(auditEvents.action, "patient.updated"));
    expect(event).toMatchObject({ patientId: id, actor: "admin", details: { patientId: id, emailChanged: true } });
    expect(JSON.stringify(event)).not.toMatch(/Robin|0400/i);
  });

  it("empties the phone when it is left blank", async () => {
    const id = await makePatient(database.db, "phone-cleared");
    await correctPatientDetails(
      database.db,
      id,
      details({ name: "Phone Cleared", email: "phone-cleared@example.com", phone: "0400 000 001" }),
      audit,
    );
    await correctPatientDetails(database.db, id, details({ name: "Phone Cleared", email: "phone-cleared@example.com", phone: " " }), audit);
    expect((await row(id)).phone).toBeNull();
  });

  it("refuses an email another live record has, suggesting a merge, and changes nothing", async () => {
    const { db } = database;
    const id = await makePatient(db, "keeps-own");
    await makePatient(db, "taken");
    const refusal = correctPatientDetails(db, id, details({ name: "Someone Else", email: "TAKEN@example.com", phone: "" }), audit);
    await expect(refusal).rejects.toThrow(ConflictError);
    await expect(refusal).rejects.toMatchObject({
      message: expect.stringContaining("merge"),
      fields: { email: expect.stringContaining("merge") },
    });
    expect(await row(id)).toMatchObject({ name: "Patient keeps-own", emailKey: "keeps-own@example.com" });
  });

  it("takes an email only a merged record had, and refuses to correct a merged record", async () => {
    const { db } = database;
    const survivor = await makePatient(db, "survivor");
    const absorbed = await makePatient(db, "gone");
    await mergePatients(db, { keepId: survivor, absorbId: absorbed }, audit);
    await correctPatientDetails(db, survivor, details({ name: "Survivor", email: "gone@example.com", phone: "" }), audit);
    expect((await row(survivor)).emailKey).toBe("gone@example.com");
    await expect(
      correctPatientDetails(db, absorbed, details({ name: "Gone", email: "gone-2@example.com", phone: "" }), audit),
    ).rejects.toThrow("merged into another");
  });

  it("lets only one of two records take the same new email at once", async () => {
    const { db } = database;
    const a = await makePatient(db, "race-a");
    const b = await makePatient(db, "race-b");
    const results = await Promise.allSettled(
      [a, b].map((id) => correctPatientDetails(db, id, details({ name: "Racer", email: "contested@example.com", phone: "" }), audit)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(ConflictError);
  });
});
