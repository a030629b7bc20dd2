import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, min } from "drizzle-orm";
import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import type { IntakeAnswers } from "#contracts/intake.ts";
import { dueQuestionnaires, isScheduleOver, questionnaireSchedule, type ScheduledQuestionnaire } from "#core/outcomes/schedule.ts";
import type { Database } from "#db/client.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { questionnaireRequests, questionnaireResponses } from "#db/schema/outcomes.ts";
import { patients } from "#db/schema/patients.ts";
import { recordAudit, type AuditEvent } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { openIntake } from "#server/intake/intake-records.ts";
import { enqueueQuestionnaireMail } from "./questionnaire-mail.ts";
import { unsentRequestsOf, unsentScheduledRequestsOf } from "./questionnaire-records.ts";

export type AskingServices = Pick<AppServices, "database" | "healthRecords" | "config" | "logger"> & {
  mail: Pick<AppServices["mail"], "dispatch">;
};

/** A patient's surgery as their latest submitted intake tells it, and the day they first sent one. */
interface PatientSurgery {
  patientId: string;
  intakeId: string;
  answers: IntakeAnswers;
  firstIntakeOn: string;
}

/**
 * The day's round (docs/decisions/0052): for every live record with a submitted intake, the schedule from its
 * surgery; requests whose window is open today made (once: the partial unique index, with
 * `on conflict do nothing`, so two instances at once make each once); scheduled requests no longer in the
 * schedule (a changed surgery date) and not yet answered or closed cancelled, their answers so far moved to
 * the one made in their place; then each patient with a newly due request mailed once.
 */
export async function askDueQuestionnaires(services: AskingServices, now = new Date()): Promise<{ made: number; mailed: number }> {
  let made = 0;
  const mailIds: string[] = [];
  for (const surgery of await surgeriesOfPatients(services)) {
    const schedule = questionnaireSchedule(surgery.answers, surgery.firstIntakeOn);
    made += await keepToSchedule(services.database.db, surgery.patientId, schedule, now);
    if (isScheduleOver(schedule, now)) await markScheduleOver(services.database.db, surgery.intakeId);
    const mailId = await mailDueQuestionnaires(services.database.db, services, surgery.patientId, now);
    if (mailId) mailIds.push(mailId);
  }
  if (mailIds.length > 0) await services.mail.dispatch(mailIds);
  return { made, mailed: mailIds.length };
}

/**
 * Every live record's latest submitted intake whose schedule is not over, opened: a read of health
 * information by the system, audited per patient like the patient list's weeks since surgery
 * (server/intake/weeks-since-surgery.ts). One whose every window has closed is not opened again.
 */
async function surgeriesOfPatients(services: Pick<AppServices, "database" | "healthRecords">): Promise<PatientSurgery[]> {
  const { db } = services.database;
  const submitted = and(isNotNull(patientIntakes.submittedAt), isNull(patients.mergedIntoId), isNull(patients.questionnairesStoppedAt));
  const firsts = await db
    .select({ patientId: patientIntakes.patientId, first: min(patientIntakes.submittedAt) })
    .from(patientIntakes)
    .innerJoin(patients, eq(patients.id, patientIntakes.patientId))
    .where(submitted)
    .groupBy(patientIntakes.patientId);
  if (firsts.length === 0) return [];
  const latest = await db
    .selectDistinctOn([patientIntakes.patientId], { intake: patientIntakes })
    .from(patientIntakes)
    .innerJoin(patients, eq(patients.id, patientIntakes.patientId))
    .where(submitted)
    .orderBy(asc(patientIntakes.patientId), desc(patientIntakes.submittedAt));
  const firstOf = new Map(firsts.map((row) => [row.patientId, row.first]));
  const opened: AuditEvent[] = [];
  const surgeries = latest
    .filter(({ intake }) => !intake.questionnaireScheduleOver)
    .map(({ intake }) => {
      opened.push({
        action: "intake.read",
        actor: "system",
        patientId: intake.patientId,
        details: { intakeId: intake.id, purpose: "questionnaire-schedule" },
      });
      const first = firstOf.get(intake.patientId) ?? intake.submittedAt!;
      return {
        patientId: intake.patientId,
        intakeId: intake.id,
        answers: openIntake(services.healthRecords, intake).answers,
        firstIntakeOn: melbourneDay(new Date(first)),
      };
    });
  await recordAudit(db, ...opened);
  return surgeries;
}

/** The intake's schedule has nothing left to ask: the round stops opening it. */
async function markScheduleOver(db: Database, intakeId: string): Promise<void> {
  await db.update(patientIntakes).set({ questionnaireScheduleOver: true }).where(eq(patientIntakes.id, intakeId));
}

/** The patient's scheduled requests made to agree with today's schedule; how many were made. */
async function keepToSchedule(db: Database, patientId: string, schedule: ScheduledQuestionnaire[], now: Date): Promise<number> {
  const today = melbourneDay(now);
  const key = (each: { timepoint: string; instrumentId: string; dueOn: string; closesOn: string | null }) =>
    `${each.timepoint}|${each.instrumentId}|${each.dueOn}|${each.closesOn}`;
  const planned = new Set(schedule.map(key));
  return db.transaction(async (tx) => {
    // The practitioner's stop takes the patient's row for update: a round under way when she stops finishes
    // first (and the stop withdraws what it made), and one after it makes nothing.
    const [patient] = await tx
      .select({ stoppedAt: patients.questionnairesStoppedAt })
      .from(patients)
      .where(eq(patients.id, patientId))
      .for("share");
    if (!patient || patient.stoppedAt) return 0;
    const unanswered = await tx
      .select()
      .from(questionnaireRequests)
      .where(unsentScheduledRequestsOf(tx, patientId, today))
      .for("update");
    const stale = unanswered.filter((request) => !planned.has(key(request)));
    if (stale.length > 0) {
      await tx
        .update(questionnaireRequests)
        .set({ cancelledAt: now })
        .where(
          inArray(
            questionnaireRequests.id,
            stale.map((request) => request.id),
          ),
        );
    }
    const due = dueQuestionnaires(schedule, now);
    const inserted =
      due.length === 0
        ? []
        : await tx
            .insert(questionnaireRequests)
            .values(due.map(({ timepoint, instrumentId, dueOn, closesOn }) => ({ patientId, timepoint, instrumentId, dueOn, closesOn })))
            .onConflictDoNothing()
            .returning();
    // Answers begun on a request withdrawn by a changed date go on in the one made in its place: nothing typed is lost.
    for (const made of inserted) {
      const [begun] = await tx
        .select({ id: questionnaireResponses.id })
        .from(questionnaireResponses)
        .innerJoin(questionnaireRequests, eq(questionnaireRequests.id, questionnaireResponses.requestId))
        .where(
          and(
            eq(questionnaireRequests.patientId, patientId),
            eq(questionnaireRequests.timepoint, made.timepoint),
            eq(questionnaireRequests.instrumentId, made.instrumentId),
            isNotNull(questionnaireRequests.cancelledAt),
            isNull(questionnaireResponses.submittedAt),
          ),
        )
        .orderBy(desc(questionnaireResponses.updatedAt))
        .limit(1);
      if (begun) await tx.update(questionnaireResponses).set({ requestId: made.id }).where(eq(questionnaireResponses.id, begun.id));
    }
    return inserted.length;
  });
}

/**
 * The patient mailed once about the open requests nobody has told them of: `notified_at` claimed by a
 * conditional update in the transaction that writes the mail, so a second run finds nothing to claim. The
 * mail's id, for dispatch after the commit, or null.
 */
export async function mailDueQuestionnaires(
  db: Database,
  services: Pick<AppServices, "config" | "logger">,
  patientId: string,
  now: Date,
): Promise<string | null> {
  const today = melbourneDay(now);
  const mailId = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(questionnaireRequests)
      .set({ notifiedAt: now })
      .where(and(unsentRequestsOf(tx, patientId, today), isNull(questionnaireRequests.notifiedAt), lte(questionnaireRequests.dueOn, today)))
      .returning({ id: questionnaireRequests.id });
    if (claimed.length === 0) return null;
    const [patient] = await tx
      .select({ name: patients.name, email: patients.email })
      .from(patients)
      .where(and(eq(patients.id, patientId), isNull(patients.mergedIntoId)));
    if (!patient) return null;
    return enqueueQuestionnaireMail(tx, services, patient, claimed.length);
  });
  if (mailId) services.logger.info({ patientId, mailId }, "questionnaire mail written");
  return mailId;
}
