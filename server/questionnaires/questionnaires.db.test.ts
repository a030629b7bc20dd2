import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IntakeAnswers } from "#contracts/intake.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { questionnaireRequests, questionnaireResponses } from "#db/schema/outcomes.ts";
import { makePatient } from "#tests/support/patient-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { expectSealedWithout } from "#tests/support/sealed-value.ts";
import { readQuestionnaire, saveQuestionnaireAnswer, submitQuestionnaire } from "./answer-questionnaire.ts";
import { mergePatients } from "#server/patients/merge-patients.ts";
import { readPatientRecord } from "#server/record-export/read-patient-record.ts";
import { askDueQuestionnaires } from "./ask-due-questionnaires.ts";
import {
  practitionerQuestionnaires,
  requestQuestionnaire,
  setQuestionnaireSchedule,
  withdrawQuestionnaire,
} from "./practitioner-questionnaires.ts";

let t: TestApp;
const db = () => t.services.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A submitted intake, sealed as the form seals it. */
async function submittedIntake(patientId: string, answers: Partial<IntakeAnswers>, submittedAt: Date) {
  const id = randomUUID();
  await db()
    .insert(patientIntakes)
    .values({ id, patientId, answersSealed: t.services.healthRecords.seal("intake", id, answers), submittedAt, updatedAt: submittedAt });
  return id;
}

const requestsOf = (patientId: string) => db().select().from(questionnaireRequests).where(eq(questionnaireRequests.patientId, patientId));
const mailsTo = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "questionnaire-due")));
const auditOf = (patientId: string) => db().select().from(auditEvents).where(eq(auditEvents.patientId, patientId));

// Surgery 23 February 2026: the 6-week window is open 30 March to 4 May.
const sixWeeksIn = new Date("2026-04-02T00:00:00Z");

/** A patient whose 6-week KOOS and IKDC are due (surgery 23 February 2026). */
async function sixWeeksDue(label: string) {
  const patientId = await makePatient(db(), label);
  await submittedIntake(patientId, { surgery: "had", surgeryDate: "2026-02-23" }, new Date("2026-02-10T00:00:00Z"));
  await askDueQuestionnaires(t.services, sixWeeksIn);
  const rows = await requestsOf(patientId);
  return { patientId, koos: rows.find((row) => row.instrumentId === "koos")!, who: { patientId, actor: "patient" as const } };
}

describe("the daily round", () => {
  it("makes the due requests once and mails the patient once, even when two rounds run together", async () => {
    const patientId = await makePatient(db(), "round-once");
    await submittedIntake(patientId, { surgery: "had", surgeryDate: "2026-02-23" }, new Date("2026-02-10T00:00:00Z"));

    await Promise.all([askDueQuestionnaires(t.services, sixWeeksIn), askDueQuestionnaires(t.services, sixWeeksIn)]);
    await askDueQuestionnaires(t.services, new Date("2026-04-03T00:00:00Z"));

    const requests = await requestsOf(patientId);
    expect(requests.map((row) => [row.timepoint, row.instrumentId, row.dueOn, row.closesOn]).sort()).toEqual([
      ["6w", "ikdc-2000", "2026-03-30", "2026-05-04"],
      ["6w", "koos", "2026-03-30", "2026-05-04"],
    ]);
    expect(requests.every((row) => row.notifiedAt !== null)).toBe(true);
    const mails = await mailsTo("round-once@example.com");
    expect(mails).toHaveLength(1);
    // No clinical detail: neither an instrument nor the knee in the subject or text, and a link to My care.
    expect(`${mails[0]!.subject} ${mails[0]!.textBody}`).not.toMatch(/KOOS|IKDC|surgery|knee/i);
    expect(mails[0]!.textBody).toContain("/my-care#questionnaires");
    // The intake was opened by the system, and that is audited.
    expect((await auditOf(patientId)).filter((event) => event.action === "intake.read" && event.actor === "system").length).toBeGreaterThan(
      0,
    );
  });

  it("asks nothing before a window opens and never late after a missed one", async () => {
    const patientId = await makePatient(db(), "round-missed");
    await submittedIntake(patientId, { surgery: "had", surgeryDate: "2025-11-01" }, new Date("2026-03-01T00:00:00Z"));
    // 6 weeks (13 December) and 3 months (1 February) are past; 6 months opens 24 April.
    await askDueQuestionnaires(t.services, new Date("2026-04-02T00:00:00Z"));
    expect(await requestsOf(patientId)).toEqual([]);
    await askDueQuestionnaires(t.services, new Date("2026-04-24T00:00:00Z"));
    expect((await requestsOf(patientId)).map((row) => row.timepoint)).toEqual(["6m", "6m"]);
  });

  it("cancels an unanswered request after the surgery date changes and carries its answers to the new one", async () => {
    const { patientId, koos, who } = await sixWeeksDue("round-moved");
    await saveQuestionnaireAnswer(t.services, who, koos.id, { itemId: "P1", answer: 2, direction: "next" }, sixWeeksIn);

    // The patient corrects the date: a week later.
    await submittedIntake(patientId, { surgery: "had", surgeryDate: "2026-03-02" }, new Date("2026-04-02T01:00:00Z"));
    await askDueQuestionnaires(t.services, new Date("2026-04-03T00:00:00Z"));

    const cancelled = await requestsOf(patientId);
    expect(cancelled.find((row) => row.id === koos.id)?.cancelledAt).not.toBeNull();
    // The new window opens on 6 April: nothing is asked before.
    expect(cancelled.filter((row) => row.cancelledAt === null)).toEqual([]);
    await askDueQuestionnaires(t.services, new Date("2026-04-06T00:00:00Z"));
    const live = (await requestsOf(patientId)).filter((row) => row.cancelledAt === null);
    expect(live.map((row) => [row.instrumentId, row.dueOn]).sort()).toEqual([
      ["ikdc-2000", "2026-04-06"],
      ["koos", "2026-04-06"],
    ]);
    const newKoos = live.find((row) => row.instrumentId === "koos")!;
    const read = await readQuestionnaire(t.services, who, newKoos.id, new Date("2026-04-06T00:00:00Z"));
    expect(read?.answers).toEqual({ P1: 2 });
  });

  it("keeps a submitted questionnaire when the date changes", async () => {
    const { patientId, koos, who } = await sixWeeksDue("round-kept");
    await saveQuestionnaireAnswer(t.services, who, koos.id, { itemId: "P1", answer: 1, direction: "next" }, sixWeeksIn);
    await submitQuestionnaire(t.services, who, koos.id, sixWeeksIn);
    await submittedIntake(patientId, { surgery: "had", surgeryDate: "2026-03-02" }, new Date("2026-04-02T01:00:00Z"));
    await askDueQuestionnaires(t.services, new Date("2026-04-06T00:00:00Z"));
    const live = (await requestsOf(patientId)).filter((row) => row.cancelledAt === null);
    expect(live.find((row) => row.id === koos.id)).toBeDefined();
    expect(live.filter((row) => row.instrumentId === "koos")).toHaveLength(1);
  });

  it("stops opening an intake once its schedule is over, and opens the next one the patient sends", async () => {
    const patientId = await makePatient(db(), "round-over");
    await submittedIntake(patientId, { surgery: "had", surgeryDate: "2024-01-10" }, new Date("2026-03-01T00:00:00Z"));
    const systemReads = async () =>
      (await auditOf(patientId)).filter((event) => event.action === "intake.read" && event.actor === "system");
    // Every window closed in 2025: read once, nothing asked, and not opened again.
    await askDueQuestionnaires(t.services, sixWeeksIn);
    await askDueQuestionnaires(t.services, new Date("2026-04-03T00:00:00Z"));
    expect(await systemReads()).toHaveLength(1);
    expect(await requestsOf(patientId)).toEqual([]);
    // The date corrected in a new intake: read again, and its 6-week window asked.
    await submittedIntake(patientId, { surgery: "had", surgeryDate: "2026-02-23" }, new Date("2026-04-03T01:00:00Z"));
    await askDueQuestionnaires(t.services, new Date("2026-04-04T00:00:00Z"));
    expect(await systemReads()).toHaveLength(2);
    expect((await requestsOf(patientId)).map((row) => row.timepoint)).toEqual(["6w", "6w"]);
  });

  it("asks one pre-op set of a patient whose surgery is planned", async () => {
    const patientId = await makePatient(db(), "round-pre-op");
    await submittedIntake(patientId, { surgery: "planned", surgeryDate: "2026-05-20" }, new Date("2026-04-01T03:00:00Z"));
    await askDueQuestionnaires(t.services, new Date("2026-04-02T03:00:00Z"));
    expect((await requestsOf(patientId)).map((row) => [row.timepoint, row.dueOn, row.closesOn])).toEqual([
      ["pre-op", "2026-04-01", "2026-04-29"],
      ["pre-op", "2026-04-01", "2026-04-29"],
    ]);
  });
});

describe("answering", () => {
  async function dueKoos(label: string) {
    const patientId = await makePatient(db(), label);
    const { requestId } = await requestQuestionnaire(t.services, patientId, "koos", { clientAddress: "203.0.113.9" }, sixWeeksIn);
    return { patientId, requestId, who: { patientId, actor: "patient" as const } };
  }

  it("seals each answer, audits each save and read, and resumes after the last one saved", async () => {
    const { patientId, requestId, who } = await dueKoos("answer-seal");
    await saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P1", answer: 3, direction: "next" }, sixWeeksIn);
    await saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P2", answer: null, direction: "next" }, sixWeeksIn);
    const [row] = await db().select().from(questionnaireResponses).where(eq(questionnaireResponses.requestId, requestId));
    expectSealedWithout(row!.answersSealed, [`"answers"`, `"lastItemId"`]);
    const read = await readQuestionnaire(t.services, who, requestId, sixWeeksIn);
    expect(read).toMatchObject({ answers: { P1: 3, P2: null }, lastItemId: "P2", summary: { state: "in-progress" } });
    // Gone back from P3 to P2, the patient is before P2: resumed there, after P1.
    await saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P3", answer: 2, direction: "back" }, sixWeeksIn);
    expect(await readQuestionnaire(t.services, who, requestId, sixWeeksIn)).toMatchObject({
      answers: { P1: 3, P2: null, P3: 2 },
      lastItemId: "P1",
    });
    const actions = (await auditOf(patientId)).map((event) => event.action);
    expect(actions.filter((action) => action === "questionnaire.saved")).toHaveLength(3);
    expect(actions).toContain("questionnaire.read");
    expect(actions).toContain("questionnaire.requested");
  });

  it("mails the patient when the practitioner asks for one", async () => {
    await dueKoos("answer-mail");
    expect(await mailsTo("answer-mail@example.com")).toHaveLength(1);
  });

  it("refuses a box the item does not print and an item the instrument lacks", async () => {
    const { requestId, who } = await dueKoos("answer-refused");
    await expect(
      saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P1", answer: 5, direction: "next" }, sixWeeksIn),
    ).rejects.toThrow(/Choose one/);
    await expect(
      saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "Z9", answer: 0, direction: "next" }, sixWeeksIn),
    ).rejects.toThrow(/not part/);
  });

  it("is read-only once submitted, and closed after its window", async () => {
    const { requestId, who } = await dueKoos("answer-submitted");
    await expect(submitQuestionnaire(t.services, who, requestId, sixWeeksIn)).rejects.toThrow(/at least one/);
    await saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P1", answer: 0, direction: "next" }, sixWeeksIn);
    await submitQuestionnaire(t.services, who, requestId, sixWeeksIn);
    await expect(
      saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P2", answer: 0, direction: "next" }, sixWeeksIn),
    ).rejects.toThrow(/has been sent/);

    const late = await dueKoos("answer-late");
    await expect(
      saveQuestionnaireAnswer(
        t.services,
        late.who,
        late.requestId,
        { itemId: "P1", answer: 0, direction: "next" },
        new Date("2026-06-01T00:00:00Z"),
      ),
    ).rejects.toThrow(/closed on/);
  });

  it("shows another patient's questionnaire to nobody else", async () => {
    const { requestId } = await dueKoos("answer-own");
    const other = await makePatient(db(), "answer-other");
    expect(await readQuestionnaire(t.services, { patientId: other, actor: "patient" }, requestId)).toBeNull();
    await expect(
      saveQuestionnaireAnswer(t.services, { patientId: other, actor: "patient" }, requestId, {
        itemId: "P1",
        answer: 0,
        direction: "next",
      }),
    ).rejects.toThrow(/does not exist/);
  });

  it("lists every request with its state for the practitioner", async () => {
    const { patientId, requestId, who } = await dueKoos("answer-list");
    await saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P1", answer: 0, direction: "next" }, sixWeeksIn);
    const page = await practitionerQuestionnaires(t.services, patientId, sixWeeksIn);
    expect(page?.requests.map((each) => [each.instrumentId, each.timepoint, each.state])).toEqual([["koos", "requested", "in-progress"]]);
    expect(page?.instruments.find((each) => each.id === "acl-rsi")?.wordingMissing).toBe(true);
    expect(
      await db()
        .select()
        .from(questionnaireRequests)
        .where(and(eq(questionnaireRequests.patientId, patientId), isNull(questionnaireRequests.notifiedAt))),
    ).toEqual([]);
  });
});

describe("withdrawing one asked", () => {
  const audit = { clientAddress: "203.0.113.9" };
  const asked = async (label: string) => {
    const patientId = await makePatient(db(), label);
    const { requestId } = await requestQuestionnaire(t.services, patientId, "koos", audit, sixWeeksIn);
    return { patientId, requestId, who: { patientId, actor: "patient" as const } };
  };

  it("cancels one begun, keeps its answers unread, refuses the patient's next answer, and is audited", async () => {
    const { patientId, requestId, who } = await asked("withdraw-begun");
    await saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P1", answer: 1, direction: "next" }, sixWeeksIn);
    await withdrawQuestionnaire(t.services, patientId, requestId, audit, sixWeeksIn);
    const page = await practitionerQuestionnaires(t.services, patientId, sixWeeksIn);
    expect(page?.requests.map((each) => each.state)).toEqual(["cancelled"]);
    expect(await db().$count(questionnaireResponses, eq(questionnaireResponses.requestId, requestId))).toBe(1);
    await expect(
      saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P2", answer: 1, direction: "next" }, sixWeeksIn),
    ).rejects.toThrow(/withdrawn/);
    const withdrawn = (await auditOf(patientId)).filter((event) => event.action === "questionnaire.withdrawn");
    expect(withdrawn.map((event) => [event.actor, event.details])).toEqual([["admin", { requestId }]]);
    // Twice is refused: it is no longer open.
    await expect(withdrawQuestionnaire(t.services, patientId, requestId, audit, sixWeeksIn)).rejects.toThrow(
      /Only a questionnaire you asked for/,
    );
  });

  it("refuses one sent, one on the schedule and another patient's", async () => {
    const sent = await asked("withdraw-sent");
    await saveQuestionnaireAnswer(t.services, sent.who, sent.requestId, { itemId: "P1", answer: 0, direction: "next" }, sixWeeksIn);
    await submitQuestionnaire(t.services, sent.who, sent.requestId, sixWeeksIn);
    await expect(withdrawQuestionnaire(t.services, sent.patientId, sent.requestId, audit, sixWeeksIn)).rejects.toThrow(/Only/);

    const scheduled = await sixWeeksDue("withdraw-scheduled");
    await expect(withdrawQuestionnaire(t.services, scheduled.patientId, scheduled.koos.id, audit, sixWeeksIn)).rejects.toThrow(/Only/);

    const other = await makePatient(db(), "withdraw-other");
    const theirs = await asked("withdraw-theirs");
    await expect(withdrawQuestionnaire(t.services, other, theirs.requestId, audit, sixWeeksIn)).rejects.toThrow(/does not exist/);
    const states = await practitionerQuestionnaires(t.services, theirs.patientId, sixWeeksIn);
    expect(states?.requests.map((each) => each.state)).toEqual(["due"]);
  });

  it("and the patient's sending at once: exactly one of the two happens", async () => {
    const { patientId, requestId, who } = await asked("withdraw-race");
    await saveQuestionnaireAnswer(t.services, who, requestId, { itemId: "P1", answer: 2, direction: "next" }, sixWeeksIn);
    const [withdrawal, sending] = await Promise.allSettled([
      withdrawQuestionnaire(t.services, patientId, requestId, audit, sixWeeksIn),
      submitQuestionnaire(t.services, who, requestId, sixWeeksIn),
    ]);
    expect([withdrawal.status, sending.status].sort()).toEqual(["fulfilled", "rejected"]);
    const [state] = (await practitionerQuestionnaires(t.services, patientId, sixWeeksIn))!.requests.map((each) => each.state);
    expect(state).toBe(withdrawal.status === "fulfilled" ? "cancelled" : "submitted");
  });
});

describe("the schedule stopped for a patient", () => {
  const audit = { clientAddress: "203.0.113.9" };
  const live = async (patientId: string) => (await requestsOf(patientId)).filter((row) => row.cancelledAt === null);

  it("withdraws what is unsent on it, keeps what she asked, asks nothing more, and starts again where it was", async () => {
    const { patientId, koos, who } = await sixWeeksDue("schedule-stopped");
    await saveQuestionnaireAnswer(t.services, who, koos.id, { itemId: "P1", answer: 3, direction: "next" }, sixWeeksIn);
    const { requestId: asked } = await requestQuestionnaire(t.services, patientId, "ikdc-2000", audit, sixWeeksIn);

    const stopped = await setQuestionnaireSchedule(t.services, patientId, false, audit, sixWeeksIn);
    expect(stopped.stoppedAt).toBe(sixWeeksIn.toISOString());
    expect((await live(patientId)).map((row) => row.id)).toEqual([asked]);
    expect((await practitionerQuestionnaires(t.services, patientId, sixWeeksIn))?.scheduleStoppedAt).toBe(sixWeeksIn.toISOString());

    const readsBefore = (await auditOf(patientId)).filter((event) => event.action === "intake.read").length;
    await askDueQuestionnaires(t.services, new Date("2026-04-03T00:00:00Z"));
    expect((await live(patientId)).map((row) => row.id)).toEqual([asked]);
    expect((await auditOf(patientId)).filter((event) => event.action === "intake.read")).toHaveLength(readsBefore);

    // Started again inside the window: asked again, the answer begun carried on.
    await setQuestionnaireSchedule(t.services, patientId, true, audit, new Date("2026-04-03T01:00:00Z"));
    await askDueQuestionnaires(t.services, new Date("2026-04-04T00:00:00Z"));
    const again = (await live(patientId)).find((row) => row.instrumentId === "koos" && row.timepoint === "6w")!;
    expect(again.id).not.toBe(koos.id);
    expect((await readQuestionnaire(t.services, who, again.id, new Date("2026-04-04T00:00:00Z")))?.answers).toEqual({ P1: 3 });
    const actions = (await auditOf(patientId)).map((event) => [event.action, event.actor]);
    expect(actions).toContainEqual(["questionnaire_schedule.stopped", "admin"]);
    expect(actions).toContainEqual(["questionnaire_schedule.started", "admin"]);
  });

  it("leaves a missed one missed: only windows still open are withdrawn", async () => {
    const { patientId } = await sixWeeksDue("schedule-missed");
    // The 6-week window closed on 4 May, unanswered.
    const afterWindow = new Date("2026-05-10T00:00:00Z");
    await setQuestionnaireSchedule(t.services, patientId, false, audit, afterWindow);
    const states = (await practitionerQuestionnaires(t.services, patientId, afterWindow))!.requests.map((each) => each.state);
    expect(states).toEqual(["missed", "missed"]);
  });

  it("keeps a questionnaire the patient has sent", async () => {
    const { patientId, koos, who } = await sixWeeksDue("schedule-sent");
    await saveQuestionnaireAnswer(t.services, who, koos.id, { itemId: "P1", answer: 1, direction: "next" }, sixWeeksIn);
    await submitQuestionnaire(t.services, who, koos.id, sixWeeksIn);
    await setQuestionnaireSchedule(t.services, patientId, false, audit, sixWeeksIn);
    expect((await live(patientId)).map((row) => row.id)).toEqual([koos.id]);
  });

  it("stopped while a round runs: nothing unsent is left on it", async () => {
    const patientId = await makePatient(db(), "schedule-race");
    await submittedIntake(patientId, { surgery: "had", surgeryDate: "2026-02-23" }, new Date("2026-02-10T00:00:00Z"));
    await Promise.all([
      askDueQuestionnaires(t.services, sixWeeksIn),
      setQuestionnaireSchedule(t.services, patientId, false, audit, sixWeeksIn),
    ]);
    expect(await live(patientId)).toEqual([]);
  });
});

describe("a record's questionnaires elsewhere", () => {
  it("exports the requests and the answers opened", async () => {
    const { patientId, koos, who } = await sixWeeksDue("export-answers");
    await saveQuestionnaireAnswer(t.services, who, koos.id, { itemId: "P1", answer: 4, direction: "next" }, sixWeeksIn);
    const record = await readPatientRecord(t.services, patientId);
    expect(record.questionnaires).toHaveLength(2);
    expect(record.questionnaires.find((each) => each.id === koos.id)).toMatchObject({
      instrumentId: "koos",
      timepoint: "6w",
      dueOn: "2026-03-30",
      response: { submittedAt: null, answers: { P1: 4 } },
    });
  });

  it("moves them in a merge, withdrawing the absorbed record's colliding unanswered ones first", async () => {
    const kept = await sixWeeksDue("merge-kept");
    const absorbed = await sixWeeksDue("merge-absorbed");
    // The absorbed record's KOOS was sent; the kept record's was not: the kept one's is withdrawn instead.
    await saveQuestionnaireAnswer(t.services, absorbed.who, absorbed.koos.id, { itemId: "P1", answer: 1, direction: "next" }, sixWeeksIn);
    await submitQuestionnaire(t.services, absorbed.who, absorbed.koos.id, sixWeeksIn);

    const counts = await mergePatients(db(), { keepId: kept.patientId, absorbId: absorbed.patientId }, { clientAddress: "203.0.113.9" });
    expect(counts.questionnaires).toBe(2);
    const rows = await requestsOf(kept.patientId);
    expect(rows).toHaveLength(4);
    const live = rows.filter((row) => row.cancelledAt === null);
    expect(live.map((row) => row.instrumentId).sort()).toEqual(["ikdc-2000", "koos"]);
    expect(live.find((row) => row.instrumentId === "koos")?.id).toBe(absorbed.koos.id);
    const [response] = await db().select().from(questionnaireResponses).where(eq(questionnaireResponses.requestId, absorbed.koos.id));
    expect(response?.patientId).toBe(kept.patientId);
    const page = await practitionerQuestionnaires(t.services, kept.patientId, sixWeeksIn);
    expect(page?.requests.filter((each) => each.state === "submitted").map((each) => each.id)).toEqual([absorbed.koos.id]);
  });
});
