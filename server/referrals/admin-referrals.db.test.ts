import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { referralFiles, referrals } from "#db/schema/referrals.ts";
import { adminCounts } from "#server/admin/admin-counts.ts";
import { latestAudit } from "#server/admin/audit.ts";
import { NotFoundError } from "#server/errors.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { listReferralsForAdmin, markReferralHandled, readReferralForAdmin } from "./admin-referrals.ts";
import { createReferralNotesCipher } from "./referral-notes.ts";

/** The referrals list and one referral whole, its notes opened, and 'Mark handled' (the document: referral-routes.api.test.ts). */

let database: DatabaseHandle;
const notes = createReferralNotesCipher(randomBytes(32));
const unknown = "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f";
const audit = { clientAddress: "203.0.113.7" };
const plain = randomUUID();
const withDocument = randomUUID();

/** A referral as receiveReferral writes it: notes sealed to its id, `minutesAgo` old. */
function referral(id: string, patientName: string, minutesAgo: number, overrides: Partial<typeof referrals.$inferInsert> = {}) {
  return {
    id,
    referrerName: sampleReferral.referrerName,
    clinicName: sampleReferral.clinicName,
    referrerEmail: sampleReferral.email,
    referrerPhone: sampleReferral.phone,
    patientName,
    patientEmail: sampleReferral.patientEmail,
    clinicalNotes: notes.seal(id, sampleReferral.notes),
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...overrides,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(referrals)
    .values([
      referral(plain, "Alex Older", 2),
      referral(withDocument, "Jo Newer", 1, { joinNetwork: true, referrerEmail: "Clinician@Northside.example" }),
    ]);
  await database.db.insert(referralFiles).values({
    referralId: withDocument,
    filename: "op-report.pdf",
    contentType: "application/pdf",
    sizeBytes: 40_000,
    sha256: "0".repeat(64),
    storageKey: randomUUID(),
  });
});
afterAll(() => database.close());

describe("the referrals in the admin", () => {
  it("lists the referrals newest first, unhandled, with whether a document and the opt-in are there", async () => {
    const list = await listReferralsForAdmin(database.db);
    expect(list.map((r) => [r.id, r.patientName, r.hasDocument, r.joinNetwork, r.handledAt])).toEqual([
      [withDocument, "Jo Newer", true, true, null],
      [plain, "Alex Older", false, false, null],
    ]);
    expect((await adminCounts(database.db)).unhandledReferrals).toBe(2);
  });

  it("shows every field of one referral, its clinical notes opened and its document's record", async () => {
    expect(await readReferralForAdmin(database.db, notes, withDocument)).toMatchObject({
      referrerName: sampleReferral.referrerName,
      clinicName: sampleReferral.clinicName,
      referrerEmail: "Clinician@Northside.example",
      referrerPhone: sampleReferral.phone,
      patientName: "Jo Newer",
      patientEmail: sampleReferral.patientEmail,
      clinicalNotes: sampleReferral.notes,
      joinNetwork: true,
      document: { filename: "op-report.pdf", contentType: "application/pdf", sizeBytes: 40_000 },
    });
    await expect(readReferralForAdmin(database.db, notes, unknown)).rejects.toThrow("This referral does not exist.");
  });

  it("marks a referral handled, audits it by its id, and the count of new referrals falls", async () => {
    expect((await markReferralHandled(database.db, notes, plain, audit)).handledAt).not.toBeNull();
    expect((await adminCounts(database.db)).unhandledReferrals).toBe(1);
    const audited = (await latestAudit(database.db)).find((entry) => entry.action === "referral.handled");
    expect(audited?.details).toEqual({ referralId: plain });
    await expect(markReferralHandled(database.db, notes, unknown, audit)).rejects.toThrow(NotFoundError);
  });
});
