import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/admin.ts";
import { questionnaireResponses } from "#db/schema/outcomes.ts";
import { pageContextOf } from "#server/page-context.ts";
import { makePatient, makeReferral } from "#tests/support/patient-fixtures.ts";
import { giveQuestionnaire, giveSurgery, koosAt } from "#tests/support/outcome-fixtures.ts";
import { pdftotext, qpdfCheck } from "#tests/support/pdf-tools.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { expectSealedWithout } from "#tests/support/sealed-value.ts";
import { downloadProgressReport } from "./progress-report.ts";

let t: TestApp;
let sink: SmtpSink;
const db = () => t.services.database.db;
const progressPages = () => pageContextOf(t.services, "203.0.113.9").admin.outcomeProgress;
const audit = { clientAddress: "203.0.113.9" };
const surgeon = { recipientName: "Dr Priya Raman", recipientEmail: "priya@northside.example", givenBy: "in consultation" } as const;

/** A patient operated on 1 September 2026, with a pre-operative KOOS (box 3: 25) and one at 6 weeks (box 1: 75). */
async function operatedPatient(label: string) {
  const patientId = await makePatient(db(), label);
  await giveSurgery(t.services, patientId, "2026-09-01");
  const preOp = await giveQuestionnaire(t.services, patientId, koosAt(3), new Date("2026-08-25T01:00:00Z"));
  const sixWeeks = await giveQuestionnaire(t.services, patientId, koosAt(1), new Date("2026-10-13T01:00:00Z"));
  return { patientId, responseIds: [preOp, sixWeeks] };
}

const eventsOf = (patientId: string, action?: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.patientId, patientId), action ? eq(auditEvents.action, action) : undefined));

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
}, 60_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe("a patient's outcome progress", () => {
  it("scores the sealed answers per subscale, each at its week since surgery, leaving drafts and others' answers out", async () => {
    const { patientId } = await operatedPatient("progress-scored");
    await giveQuestionnaire(t.services, patientId, koosAt(0), null);
    const other = await makePatient(db(), "progress-other");
    await giveQuestionnaire(t.services, other, koosAt(4), new Date("2026-10-01T01:00:00Z"));
    // The answers at rest are sealed: no item id or box in the clear.
    const [stored] = await db().select().from(questionnaireResponses).where(eq(questionnaireResponses.patientId, patientId)).limit(1);
    expectSealedWithout(stored!.answersSealed, [`"answers"`, `"lastItemId"`]);

    const page = (await progressPages().page(patientId))!;
    expect(page.progress.surgeryDate).toBe("2026-09-01");
    expect(page.progress.instruments.map((instrument) => instrument.instrumentId)).toEqual(["koos"]);
    const [koos] = page.progress.instruments;
    expect(koos!.points.map((point) => [point.week, point.scores])).toEqual([
      [-1, [25, 25, 25, 25, 25]],
      [6, [75, 75, 75, 75, 75]],
    ]);
    expect(koos!.changes.map((change) => change.change)).toEqual([50, 50, 50, 50, 50]);
  });

  it("audits the intake and every questionnaire opened with the patient's id, ids only", async () => {
    const { patientId, responseIds } = await operatedPatient("progress-audited");
    await progressPages().page(patientId);
    const reads = await eventsOf(patientId, "questionnaire.read");
    expect(reads.map((event) => event.details?.responseId).sort()).toEqual([...responseIds].sort());
    expect(reads.every((event) => event.actor === "admin" && event.clientAddress === audit.clientAddress)).toBe(true);
    expect(await eventsOf(patientId, "intake.read")).toMatchObject([{ details: { purpose: "progress" } }]);
  });

  it("opens nothing for a patient with no questionnaire, and is null for no such patient", async () => {
    const patientId = await makePatient(db(), "progress-none");
    await giveSurgery(t.services, patientId, "2026-09-01");
    expect((await progressPages().page(patientId))!.progress).toEqual({ surgeryDate: null, weeksSinceSurgery: null, instruments: [] });
    expect(await eventsOf(patientId)).toEqual([]);
    expect(await progressPages().page("5b0c7a52-6a8e-4c55-9a57-3d0c1c3c0a99")).toBeNull();
    expect(await progressPages().page("not-an-id")).toBeNull();
  });
});

describe("the report to the surgeon", () => {
  it("offers the referrer as the recipient, and is made only under a consent in force", async () => {
    const { patientId } = await operatedPatient("report-consent");
    await makeReferral(db(), "report-consent@example.com", patientId);
    const page = (await progressPages().page(patientId))!;
    expect(page.referrer).toEqual({ name: "Dr Priya Raman", email: "priya@northside.example" });
    expect(page.consents).toEqual([]);

    const other = await makePatient(db(), "report-consent-other");
    const othersConsent = await progressPages().recordConsent(other, surgeon);
    if (!othersConsent.ok) throw new Error(othersConsent.refusal.error);
    // Another patient's consent is no consent for this one.
    await expect(downloadProgressReport(t.services, patientId, othersConsent.value.consentId, audit)).rejects.toThrow(/does not exist/);
    expect(await progressPages().emailReport(patientId, othersConsent.value.consentId)).toMatchObject({
      ok: false,
      refusal: { status: 404 },
    });

    const recorded = await progressPages().recordConsent(patientId, surgeon);
    if (!recorded.ok) throw new Error(recorded.refusal.error);
    const { consentId } = recorded.value;
    const file = await downloadProgressReport(t.services, patientId, consentId, audit);
    expect(file.filename).toMatch(/^progress-report-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.pdf$/);
    await qpdfCheck(file.bytes);
    const text = await pdftotext(file.bytes);
    expect(text).toContain("Patient report-consent");
    expect(text).toContain("Dr Priya Raman");
    expect(text).toContain("Tuesday 1 September 2026");
    expect(text).toMatch(/Pain\s+25\s+75\s+\+50/);
    expect(text).toMatch(/Week since surgery\s+−1\s+6/);
    expect(text).toMatch(/Date\s+25 Aug\s+13 Oct/);

    expect(await progressPages().withdrawConsent(patientId, consentId)).toEqual({ ok: true, value: undefined });
    expect((await progressPages().page(patientId))!.consents).toMatchObject([{ id: consentId, withdrawnAt: expect.any(String) }]);
    await expect(downloadProgressReport(t.services, patientId, consentId, audit)).rejects.toThrow(/withdrawn/);
    expect(await progressPages().emailReport(patientId, consentId)).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(await progressPages().withdrawConsent(patientId, consentId)).toMatchObject({ ok: false, refusal: { status: 404 } });

    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, patientId), like(auditEvents.action, "%report%")));
    expect(events.map((event) => [event.action, event.details])).toEqual(
      expect.arrayContaining([
        ["report_consent.recorded", { consentId }],
        ["progress_report.downloaded", { consentId }],
        ["report_consent.withdrawn", { consentId }],
      ]),
    );
    expect(JSON.stringify(events)).not.toMatch(/Priya|northside|report-consent@/);
  });

  it("mails the report as an attachment rendered when it goes, and never under a consent withdrawn meanwhile", async () => {
    const { patientId } = await operatedPatient("report-mailed");
    const recorded = await progressPages().recordConsent(patientId, surgeon);
    if (!recorded.ok) throw new Error(recorded.refusal.error);
    expect(await progressPages().emailReport(patientId, recorded.value.consentId)).toEqual({
      ok: true,
      value: { recipientEmail: "priya@northside.example" },
    });
    const before = sink.received.length;
    await t.services.mail.deliverDue();
    const [mail] = await sink.waitFor(before + 1);
    const sent = sink.received.at(-1)!;
    expect(mail).toBeDefined();
    expect(sent.envelopeTo).toEqual(["priya@northside.example"]);
    expect(`${sent.subject} ${sent.text}`).not.toContain("report-mailed");
    expect(sent.attachments.map((attachment) => [attachment.filename, attachment.contentType.split(";")[0]])).toEqual([
      ["progress-report.pdf", "application/pdf"],
    ]);
    expect(await pdftotext(sent.attachments[0]!.content)).toContain("Patient report-mailed");
    expect(await eventsOf(patientId, "progress_report.emailed")).toMatchObject([{ details: { consentId: recorded.value.consentId } }]);
    // The report rendered for the mail is the system's reading of the answers.
    expect((await eventsOf(patientId, "questionnaire.read")).some((event) => event.actor === "system")).toBe(true);

    const queued = await progressPages().emailReport(patientId, recorded.value.consentId);
    expect(queued.ok).toBe(true);
    await progressPages().withdrawConsent(patientId, recorded.value.consentId);
    expect(await t.services.mail.deliverDue()).toEqual(["failed"]);
    expect(sink.received.length).toBe(before + 1);
  });
});
