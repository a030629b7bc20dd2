import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/admin.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { patients } from "#db/schema/patients.ts";
import { referrals } from "#db/schema/referrals.ts";
import { receiveContactMessage } from "#server/contact/receive-contact-message.ts";
import { ConflictError } from "#server/errors.ts";
import { receiveReferral } from "#server/referrals/receive-referral.ts";
import { makePatient, makeReferral } from "#tests/support/patient-fixtures.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { mergePatients } from "./merge-patients.ts";
import { patientForBooking } from "./patient-for-booking.ts";
import { createPatientFromReferral, linkReferralToPatient, unlinkReferral } from "./referral-patient.ts";

/** What arrives by email (referrals, contact messages) finds its patient's record; only a booking makes one. */

const audit = { clientAddress: "203.0.113.7" };
let t: TestApp;
let address = 1;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.services.database.db;
const nextAddress = () => `10.7.0.${address++}`;

async function referralFor(patientEmail: string, patientName = "Sam Taylor") {
  const id = await receiveReferral(t.services, nextAddress(), {
    ...sampleReferral,
    patientEmail,
    patientName,
    notes: `For ${patientEmail}`,
  });
  return (await db().select().from(referrals).where(eq(referrals.id, id)))[0]!;
}

async function messageFrom(email: string) {
  await receiveContactMessage(t.services, nextAddress(), {
    name: "Sam Taylor",
    email,
    subject: `About my knee (${email})`,
    message: "Can I book a follow-up soon?",
    website: "",
  });
  return (await db().select().from(contactMessages).where(eq(contactMessages.email, email)))[0]!;
}

const patientCount = () => db().$count(patients);

describe("a referral or a message received", () => {
  it("is linked to the live record of its email, whatever its case and spaces", async () => {
    const patient = await makePatient(db(), "matched");
    expect((await referralFor("  Matched@Example.COM ")).patientId).toBe(patient);
    expect((await messageFrom("MATCHED@example.com")).patientId).toBe(patient);
  });

  it("makes no record when no one has the email: a referral is not a booking", async () => {
    const before = await patientCount();
    expect((await referralFor("stranger@example.com")).patientId).toBeNull();
    expect((await messageFrom("stranger@example.com")).patientId).toBeNull();
    expect(await patientCount()).toBe(before);
  });

  it("is never linked to a merged record: to the live record of the email, or to none", async () => {
    const survivor = await makePatient(db(), "survivor");
    const absorbed = await makePatient(db(), "absorbed");
    await mergePatients(db(), { keepId: survivor, absorbId: absorbed }, audit);
    // The absorbed record's email is its key still, but no live record has it.
    expect((await referralFor("absorbed@example.com")).patientId).toBeNull();
    expect((await messageFrom("absorbed@example.com")).patientId).toBeNull();
    expect((await referralFor("survivor@example.com")).patientId).toBe(survivor);
  });
});

describe("a record made later", () => {
  it("by a booking, takes the referrals and messages of its email that came before it", async () => {
    const referral = await referralFor("early@example.com");
    const message = await messageFrom("early@example.com");
    const patient = await patientForBooking(db(), { name: "Early Bird", email: "Early@example.com" });
    const [linkedReferral] = await db().select().from(referrals).where(eq(referrals.id, referral.id));
    const [linkedMessage] = await db().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(linkedReferral!.patientId).toBe(patient);
    expect(linkedMessage!.patientId).toBe(patient);
  });

  it("but a booking of an existing record never takes back a referral the practitioner unlinked", async () => {
    const patient = await patientForBooking(db(), { name: "Shared Inbox", email: "shared@example.com" });
    const referral = await referralFor("shared@example.com");
    expect(referral.patientId).toBe(patient);
    await unlinkReferral(db(), referral.id, audit);
    await patientForBooking(db(), { name: "Shared Inbox", email: "shared@example.com" });
    expect((await db().select().from(referrals).where(eq(referrals.id, referral.id)))[0]!.patientId).toBeNull();
  });
});

describe("the practitioner and a referral's record", () => {
  it("links a referral to a record by hand and unlinks it, each audited by ids", async () => {
    const patient = await makePatient(db(), "by-hand");
    const referral = await makeReferral(db(), "other-address@example.com");
    await linkReferralToPatient(db(), referral, patient, audit);
    expect((await db().select().from(referrals).where(eq(referrals.id, referral)))[0]!.patientId).toBe(patient);
    await unlinkReferral(db(), referral, audit);
    expect((await db().select().from(referrals).where(eq(referrals.id, referral)))[0]!.patientId).toBeNull();
    const events = await db().select().from(auditEvents).where(eq(auditEvents.patientId, patient));
    expect(events.map((event) => [event.action, event.details])).toEqual(
      expect.arrayContaining([
        ["referral.patient_linked", { referralId: referral, patientId: patient }],
        ["referral.patient_unlinked", { referralId: referral, patientId: patient }],
      ]),
    );
  });

  it("cannot link a referral to a merged record", async () => {
    const survivor = await makePatient(db(), "link-survivor");
    const absorbed = await makePatient(db(), "link-absorbed");
    await mergePatients(db(), { keepId: survivor, absorbId: absorbed }, audit);
    const referral = await makeReferral(db(), "link-absorbed@example.com");
    await expect(linkReferralToPatient(db(), referral, absorbed, audit)).rejects.toThrow(ConflictError);
  });

  it("creates a record from a referral, linked to it with the other unlinked mail of that email", async () => {
    const message = await messageFrom("New.Patient@example.com");
    const referral = await makeReferral(db(), "new.patient@example.com");
    const patient = await createPatientFromReferral(db(), referral, audit);
    const [row] = await db().select().from(patients).where(eq(patients.id, patient));
    expect(row).toMatchObject({
      name: "Referred Patient",
      email: "new.patient@example.com",
      emailKey: "new.patient@example.com",
      phone: null,
    });
    expect((await db().select().from(referrals).where(eq(referrals.id, referral)))[0]!.patientId).toBe(patient);
    expect((await db().select().from(contactMessages).where(eq(contactMessages.id, message.id)))[0]!.patientId).toBe(patient);
    // Again: the referral has its record now; and another referral of that email finds a record exists.
    await expect(createPatientFromReferral(db(), referral, audit)).rejects.toThrow("already linked");
    const another = await makeReferral(db(), "new.patient@example.com");
    await expect(createPatientFromReferral(db(), another, audit)).rejects.toThrow("already exists");
  });
});
