import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { OutcomeProgress } from "#contracts/outcome-progress.ts";
import { weeksSince } from "#core/intake/intake-dates.ts";
import { outcomeInstruments } from "#core/outcomes/instruments.ts";
import { instrumentProgress, type SubmittedAnswers } from "#core/outcomes/progress.ts";
import { questionnaireRequests, questionnaireResponses } from "#db/schema/outcomes.ts";
import { recordAudit, type AuditedActor, type AuditEvent } from "#server/admin/audit.ts";
import type { IntakeServices } from "#server/intake/intake-records.ts";
import { openSurgeryDates } from "#server/intake/weeks-since-surgery.ts";
import { openAnswers } from "#server/questionnaires/questionnaire-records.ts";

/** Who reads the scores, for the audit: the practitioner, the patient herself, or the system rendering a report. */
export type ProgressReader = AuditedActor;

/**
 * A patient's submitted questionnaires, opened and scored per instrument and subscale (scores are never
 * stored, docs/decisions/0050), each at its weeks since the surgery date of the latest submitted intake.
 * The intake and every questionnaire opened are audited with the patient's id, in one statement; with no
 * questionnaire submitted, nothing is opened.
 */
export async function readOutcomeProgress(
  services: IntakeServices,
  patientId: string,
  reader: ProgressReader,
  purpose: string,
  now = new Date(),
): Promise<OutcomeProgress> {
  const { db } = services.database;
  const rows = await db
    .select({
      id: questionnaireResponses.id,
      instrumentId: questionnaireRequests.instrumentId,
      answersSealed: questionnaireResponses.answersSealed,
      submittedAt: questionnaireResponses.submittedAt,
    })
    .from(questionnaireResponses)
    .innerJoin(questionnaireRequests, eq(questionnaireRequests.id, questionnaireResponses.requestId))
    .where(and(eq(questionnaireResponses.patientId, patientId), isNotNull(questionnaireResponses.submittedAt)))
    .orderBy(asc(questionnaireResponses.submittedAt));
  // Without a questionnaire there is nothing to place on the weeks axis: the intake stays closed.
  if (rows.length === 0) return { surgeryDate: null, weeksSinceSurgery: null, instruments: [] };
  const { surgeries, events } = await openSurgeryDates(services, [patientId], reader, purpose);
  const byInstrument = new Map<string, SubmittedAnswers[]>();
  const opened: AuditEvent[] = [];
  for (const row of rows) {
    const { answers } = openAnswers(services.healthRecords, row);
    byInstrument.set(row.instrumentId, [
      ...(byInstrument.get(row.instrumentId) ?? []),
      { submittedAt: row.submittedAt!.toISOString(), answers },
    ]);
    opened.push({
      action: "questionnaire.read",
      actor: reader.actor,
      clientAddress: reader.clientAddress ?? null,
      patientId,
      details: { responseId: row.id, purpose },
    });
  }
  await recordAudit(db, ...events, ...opened);
  const surgery = surgeries.get(patientId) ?? null;
  return {
    surgeryDate: surgery?.date ?? null,
    weeksSinceSurgery: surgery ? weeksSince(surgery.date, now) : null,
    instruments: outcomeInstruments.flatMap((instrument) => {
      const submitted = byInstrument.get(instrument.id);
      return submitted ? [instrumentProgress(instrument, submitted, surgery?.date ?? null)] : [];
    }),
  };
}
