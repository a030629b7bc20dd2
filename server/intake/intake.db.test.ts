import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { IntakeAccess } from "#contracts/intake-pages.ts";
import { intakeDraftSchema, intakeMessages } from "#contracts/intake.ts";
import { intakeSections, type IntakeSectionId } from "#contracts/intake-form.ts";
import { paths } from "#contracts/paths.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { appointments } from "#db/schema/appointments.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { pageContextOf } from "#server/page-context.ts";
import { enqueueReminderMail } from "#server/reminders/reminder-mail.ts";
import { appointmentRow, paidAppointment } from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { intakeStates } from "./intake-status.ts";
import { readIntakeForPractitioner } from "./read-intake.ts";
import { consentChangedMessage } from "./save-intake-draft.ts";
import { consentOutdatedMessage } from "./submit-intake.ts";
import { consentVersions, publishConsent } from "./telehealth-consent.ts";
import { weeksSinceSurgery } from "./weeks-since-surgery.ts";

let t: TestApp;
let slots: string[];
const db = () => t.services.database.db;
const pages = () => pageContextOf(t.services, "203.0.113.7");

/** The answers of one step, as its form would post them. */
const step = {
  knee: { knee: "left", injuryDate: "2025-09-20", mechanism: "landing", mechanismDetails: "Landed badly at netball, heard a pop" },
  surgery: { surgery: "had", surgeryDate: "2025-10-15", graftType: "patellar-tendon" },
  health: {
    otherInjuries: "Lateral meniscus repair",
    medicalConditions: "",
    medications: "Ibuprofen occasionally",
    allergies: "Penicillin",
  },
  goals: { goals: "Back on court for the winter season", sport: "Netball, state league" },
  safety: {
    emergencyContactName: "Robin Quill",
    emergencyContactRelationship: "Sister",
    emergencyContactPhone: "0400 222 333",
    callLocation: "7 Wattle Grove, Brunswick VIC 3056",
  },
} satisfies Partial<Record<IntakeSectionId, Record<string, string>>>;

const fieldsOf = (id: IntakeSectionId) => intakeSections.find((section) => section.id === id)!.fields;

/** Saves a step through the page's access, as the step's action does; the outcome's value. */
async function save(access: IntakeAccess, id: IntakeSectionId, answers: Record<string, unknown>) {
  const outcome = await access.save(z.parse(intakeDraftSchema, answers), fieldsOf(id));
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.error}`);
  return outcome.value;
}

const consentStep = (version: number, ticked = true) => ({ consentVersion: String(version), telehealthConsent: ticked });

/** Every step answered and the consent agreed (the version the form shows, unless `version`). */
async function complete(access: IntakeAccess, version?: number) {
  for (const id of ["knee", "surgery", "health", "goals", "safety"] as const) await save(access, id, step[id]);
  await save(access, "consent", consentStep(version ?? (await access.read()).consent.version));
}

/** A paid booking of a patient of its own: its appointment, patient and the intake through its manage link. */
async function booking(email: string) {
  const id = await paidAppointment(t, slots.shift()!, email);
  const row = await appointmentRow(t, id);
  const token = t.services.manageLinks.tokenFor(id);
  const access = await pages().intake.forBooking(token);
  if (!access) throw new Error("the manage link opened no intake");
  return { id, token, patientId: row.patientId!, access };
}

const intakeRows = (patientId: string) => db().select().from(patientIntakes).where(eq(patientIntakes.patientId, patientId));
const auditOf = (patientId: string) => db().select().from(auditEvents).where(eq(auditEvents.patientId, patientId));

beforeAll(async () => {
  t = await createTestApp();
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());

describe("the intake through a manage-booking link", () => {
  it("opens the token's own patient's intake, and never another's", async () => {
    const alice = await booking("alice.intake@example.com");
    const bob = await booking("bob.intake@example.com");
    expect(alice.patientId).not.toBe(bob.patientId);
    await save(alice.access, "knee", step.knee);

    expect((await alice.access.read()).current?.answers.knee).toBe("left");
    expect((await bob.access.read()).current).toBeNull();
    await save(bob.access, "knee", { knee: "right" });
    expect((await alice.access.read()).current?.answers).toMatchObject({ knee: "left", injuryDate: "2025-09-20" });
    expect((await intakeRows(alice.patientId)).length).toBe(1);
    expect((await intakeRows(bob.patientId)).length).toBe(1);

    expect(await pages().intake.forBooking(t.services.manageLinks.tokenFor("00000000-0000-4000-8000-000000000000"))).toBeNull();
    expect(await pages().intake.forBooking("not-a-token")).toBeNull();
    await db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, bob.id));
    expect(await pages().intake.forBooking(bob.token)).toBeNull();
  });

  it("keeps the answers sealed at rest: the row holds none of them", async () => {
    const { access, patientId } = await booking("sealed.intake@example.com");
    await save(access, "knee", step.knee);
    await save(access, "safety", step.safety);
    const [row] = await intakeRows(patientId);
    expect(row!.answersSealed).toMatch(/^aes-gcm:v1:/);
    const stored = JSON.stringify(row);
    for (const value of [...Object.values(step.knee), ...Object.values(step.safety)]) expect(stored).not.toContain(value);
    // Bound to its row: the same value on another row does not open.
    expect(() => t.services.healthRecords.open("intake", "00000000-0000-4000-8000-000000000000", row!.answersSealed)).toThrow();
  });

  it("resumes with everything saved, step after step, and clears what a step leaves empty", async () => {
    const { access } = await booking("resume.intake@example.com");
    await save(access, "knee", step.knee);
    await save(access, "safety", step.safety);
    const resumed = await access.read();
    expect(resumed.current?.submittedAt).toBeNull();
    expect(resumed.current?.answers).toEqual({ ...step.knee, ...step.safety });

    await save(access, "knee", { ...step.knee, mechanismDetails: "" });
    const answers = (await access.read()).current!.answers;
    expect(answers.mechanismDetails).toBeUndefined();
    expect(answers).toMatchObject({ knee: "left", mechanism: "landing", emergencyContactName: "Robin Quill" });
    expect(resumed.missing).toMatchObject({ telehealthConsent: intakeMessages.telehealthConsent });
    expect(resumed.missing.knee).toBeUndefined();
  });

  it("writes every read and write to the audit log with the patient, ids only", async () => {
    const { access, patientId, id } = await booking("audited.intake@example.com");
    expect(await access.read()).toMatchObject({ current: null });
    expect(await auditOf(patientId)).toEqual([]);

    const saved = await save(access, "knee", step.knee);
    await access.read();
    await save(access, "safety", step.safety);
    await save(access, "consent", consentStep(1));
    expect((await access.submit()).ok).toBe(true);

    const events = await auditOf(patientId);
    expect(events.map((event) => event.action).sort()).toEqual(
      ["intake.read", "intake.saved", "intake.saved", "intake.saved", "intake.submitted"].sort(),
    );
    for (const event of events) {
      expect(event).toMatchObject({ actor: "patient", patientId, appointmentId: id, clientAddress: "203.0.113.7" });
      expect(event.details).toEqual({ intakeId: saved.intakeId });
    }

    const read = await readIntakeForPractitioner(t.services, patientId, { clientAddress: "198.51.100.2" });
    expect(read?.submitted?.answers.callLocation).toBe(step.safety.callLocation);
    const [practitioner] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, patientId), eq(auditEvents.actor, "admin")));
    expect(practitioner).toMatchObject({ action: "intake.read", clientAddress: "198.51.100.2" });
    expect(practitioner!.details).toEqual({ submittedIntakeId: saved.intakeId, draftIntakeId: null });
  });
});

describe("the telehealth consent", () => {
  it("is recorded with its version and the time it was first given", async () => {
    const { access, patientId } = await booking("consent.intake@example.com");
    await save(access, "consent", consentStep(1));
    const [first] = await intakeRows(patientId);
    expect(first).toMatchObject({ consentVersion: "1" });
    expect(first!.consentedAt).toBeInstanceOf(Date);
    await save(access, "consent", consentStep(1));
    const [again] = await intakeRows(patientId);
    expect(again!.consentedAt).toEqual(first!.consentedAt);
    expect((await access.read()).current?.consent).toEqual({ version: 1, at: first!.consentedAt!.toISOString() });

    await save(access, "consent", consentStep(1, false));
    const [withdrawn] = await intakeRows(patientId);
    expect(withdrawn).toMatchObject({ consentVersion: null, consentedAt: null });
  });

  it("asks again once the practice publishes a new text, and keeps each version's words", async () => {
    const early = await booking("early.consent@example.com");
    await complete(early.access, 1);
    expect((await early.access.submit()).ok).toBe(true);
    const late = await booking("late.consent@example.com");
    await complete(late.access, 1);

    const text = `${"Our new telehealth consent. ".repeat(5)}Version two.`;
    expect(await publishConsent(db(), text, { clientAddress: "198.51.100.2" })).toEqual({ version: 2, changed: true });
    expect(await publishConsent(db(), text, { clientAddress: "198.51.100.2" })).toEqual({ version: 2, changed: false });
    expect((await consentVersions(db())).map((version) => version.version)).toEqual([1, 2]);

    // Agreed to version 1, not submitted: asked to agree to version 2.
    expect((await late.access.read()).missing).toEqual({ telehealthConsent: consentOutdatedMessage });
    const refused = await late.access.submit();
    expect(refused).toMatchObject({ ok: false, refusal: { status: 400, fields: { telehealthConsent: consentOutdatedMessage } } });
    // A page opened before the change posts version 1: refused, with the reason.
    const stale = await late.access.save(z.parse(intakeDraftSchema, consentStep(1)), fieldsOf("consent"));
    expect(stale).toMatchObject({ ok: false, refusal: { fields: { telehealthConsent: consentChangedMessage } } });
    await save(late.access, "consent", consentStep(2));
    expect((await late.access.submit()).ok).toBe(true);

    // The practitioner reads each intake with the words its patient agreed to.
    const earlyRead = await readIntakeForPractitioner(t.services, early.patientId, { clientAddress: "198.51.100.2" });
    expect(earlyRead?.submitted?.consent?.version).toBe(1);
    expect(earlyRead?.submitted?.consentText).toContain("By ticking the box below");
    const lateRead = await readIntakeForPractitioner(t.services, late.patientId, { clientAddress: "198.51.100.2" });
    expect(lateRead?.submitted).toMatchObject({ consent: { version: 2 }, consentText: text });
  });
});

describe("submitting the intake", () => {
  it("is refused until it has what the physiotherapist needs, each answer named", async () => {
    const { access } = await booking("incomplete.intake@example.com");
    expect(await access.submit()).toMatchObject({ ok: false, refusal: { status: 400 } });
    await save(access, "knee", step.knee);
    const refused = await access.submit();
    expect(refused).toMatchObject({
      ok: false,
      refusal: {
        status: 400,
        error: intakeMessages.emergencyContactName,
        fields: {
          emergencyContactName: intakeMessages.emergencyContactName,
          emergencyContactRelationship: intakeMessages.emergencyContactRelationship,
          emergencyContactPhone: intakeMessages.emergencyContactPhone,
          callLocation: intakeMessages.callLocation,
          telehealthConsent: intakeMessages.telehealthConsent,
        },
      },
    });
  });

  it("is sent once; a change afterwards starts a draft the practitioner sees beside it", async () => {
    const { access, patientId, id } = await booking("update.intake@example.com");
    expect((await intakeStates(db(), [patientId])).get(patientId)).toBe("none");
    await complete(access);
    expect((await intakeStates(db(), [patientId])).get(patientId)).toBe("draft");
    const sent = await access.submit();
    expect(sent.ok).toBe(true);
    expect(await access.submit()).toEqual(sent);
    expect((await intakeStates(db(), [patientId])).get(patientId)).toBe("submitted");

    // Going through the steps again without a change keeps the submitted intake as it is.
    await save(access, "goals", step.goals);
    expect(await intakeRows(patientId)).toHaveLength(1);
    expect((await access.read()).current?.submittedAt).not.toBeNull();

    await save(access, "goals", { ...step.goals, sport: "Netball and basketball" });
    expect(await intakeRows(patientId)).toHaveLength(2);
    const view = await access.read();
    expect(view.current).toMatchObject({ submittedAt: null, consent: { version: view.consent.version } });
    expect(view.current?.answers).toMatchObject({ ...step.knee, sport: "Netball and basketball" });
    expect(view.previouslySubmittedAt).toBe(sent.ok ? sent.value.submittedAt : null);

    const read = await readIntakeForPractitioner(t.services, patientId, { clientAddress: "198.51.100.2" });
    expect(read?.patient).toEqual({ id: patientId, name: "Sam Patient" });
    expect(read?.submitted?.answers.sport).toBe(step.goals.sport);
    expect(read?.draft?.answers.sport).toBe("Netball and basketball");
    // The booking's pages stop asking for it.
    expect((await pages().manageBooking(t.services.manageLinks.tokenFor(id)))?.intake).toEqual({
      path: paths.bookingIntake(t.services.manageLinks.tokenFor(id)),
      submitted: true,
    });
  });

  it("gives the patient list the weeks since surgery, from submitted intakes only, audited", async () => {
    const had = await booking("weeks.had@example.com");
    await complete(had.access);
    expect((await had.access.submit()).ok).toBe(true);
    const planned = await booking("weeks.planned@example.com");
    await complete(planned.access);
    await save(planned.access, "surgery", { surgery: "planned", surgeryDate: "2099-01-01" });
    expect((await planned.access.submit()).ok).toBe(true);
    const draftOnly = await booking("weeks.draft@example.com");
    await save(draftOnly.access, "surgery", step.surgery);

    const now = new Date("2026-01-20T00:00:00Z");
    const weeks = await weeksSinceSurgery(t.services, [had.patientId, planned.patientId, draftOnly.patientId], { clientAddress: "x" }, now);
    // 15 October 2025 to 20 January 2026 (Melbourne): 97 days.
    expect(weeks).toEqual(
      new Map([
        [had.patientId, 13],
        [planned.patientId, null],
        [draftOnly.patientId, null],
      ]),
    );
    const reads = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, had.patientId), eq(auditEvents.actor, "admin")));
    expect(reads).toMatchObject([{ action: "intake.read", details: { purpose: "weeks-since-surgery" } }]);
    // Every submitted intake opened is its own event naming its patient, though written in one statement.
    expect(await auditOf(planned.patientId)).toContainEqual(expect.objectContaining({ actor: "admin", action: "intake.read" }));
    expect(await auditOf(draftOnly.patientId)).not.toContainEqual(expect.objectContaining({ actor: "admin" }));
  });
});

describe("the booking's mails", () => {
  it("link the form until it is submitted", async () => {
    const email = "mails.intake@example.com";
    const { access, id, token } = await booking(email);
    const mailsOf = (kind: string) =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)))
        .orderBy(mailOutbox.createdAt);
    const [confirmation] = await mailsOf("booking-confirmation");
    const link = `http://localhost:3000${paths.bookingIntake(token)}`;
    expect(confirmation!.textBody).toContain(`Pre-consultation form: ${link}`);
    expect(confirmation!.htmlBody).toContain(`href="${link}"`);

    const appointment = await appointmentRow(t, id);
    await enqueueReminderMail(db(), t.services, { ...appointment, startAt: appointment.startAt! });
    await complete(access);
    expect((await access.submit()).ok).toBe(true);
    await enqueueReminderMail(db(), t.services, { ...appointment, startAt: appointment.startAt! });
    const [before, after] = await mailsOf("booking-reminder");
    expect(before!.textBody).toContain("Please complete your pre-consultation form");
    expect(before!.textBody).toContain(link);
    expect(after!.textBody).not.toContain("pre-consultation form");
  });
});
