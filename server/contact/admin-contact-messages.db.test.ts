import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { adminCounts } from "#server/admin/admin-counts.ts";
import { latestAudit } from "#server/admin/audit.ts";
import { NotFoundError } from "#server/errors.ts";
import { patientForBooking } from "#server/patients/patient-for-booking.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { listContactMessages, markContactMessageHandled, readContactMessage } from "./admin-contact-messages.ts";

/** The contact messages in the admin: the list, one message, and 'Mark handled'. */

let database: DatabaseHandle;
let id: string;
const unknown = "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f";

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db
    .insert(contactMessages)
    .values([
      // A minute apart, so "newest first" has one answer (rows written in one statement share their time).
      { name: "Sam Lee", email: "sam@example.com", subject: "First question", message: "Hello", createdAt: new Date(Date.now() - 60_000) },
      { name: "Sam Lee", email: "sam@example.com", subject: "Return to netball", message: "I had ACL surgery in March.\nCan I run?" },
    ])
    .returning({ id: contactMessages.id });
  id = row!.id;
});
afterAll(() => database.close());

describe("the contact messages in the admin", () => {
  it("are listed newest first, each with its sender and whether it is handled", async () => {
    expect((await listContactMessages(database.db)).map((m) => [m.subject, m.name, m.email, m.handledAt])).toEqual([
      ["Return to netball", "Sam Lee", "sam@example.com", null],
      ["First question", "Sam Lee", "sam@example.com", null],
    ]);
  });
});

describe("a contact message in the admin", () => {
  it("is shown whole, and an unknown one is not found", async () => {
    expect(await readContactMessage(database.db, id)).toMatchObject({ subject: "First question", message: "Hello", handledAt: null });
    await expect(readContactMessage(database.db, unknown)).rejects.toThrow(NotFoundError);
  });

  it("names the record of the patient who wrote it, when there is one", async () => {
    expect((await readContactMessage(database.db, id)).patientId).toBeNull();
    const patientId = await patientForBooking(database.db, { name: "Kim Patient", email: "kim@example.com" });
    const [row] = await database.db
      .insert(contactMessages)
      .values({
        name: "Kim Patient",
        email: "kim@example.com",
        subject: "Swelling",
        message: "Is this normal?",
        patientId,
        handledAt: new Date(),
      })
      .returning({ id: contactMessages.id });
    expect((await readContactMessage(database.db, row!.id)).patientId).toBe(patientId);
  });

  it("is marked handled, audited by its id alone, and the count of new messages falls", async () => {
    expect((await adminCounts(database.db)).unhandledMessages).toBe(2);
    const handled = await markContactMessageHandled(database.db, id, { clientAddress: "203.0.113.7" });
    expect(handled.handledAt).not.toBeNull();
    expect((await readContactMessage(database.db, id)).handledAt).toBe(handled.handledAt);
    expect((await adminCounts(database.db)).unhandledMessages).toBe(1);
    const [entry] = (await latestAudit(database.db)).filter((e) => e.action === "message.handled");
    expect(entry?.details).toEqual({ messageId: id });
    await expect(markContactMessageHandled(database.db, unknown, { clientAddress: "203.0.113.7" })).rejects.toThrow(NotFoundError);
  });
});
