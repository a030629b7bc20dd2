import { randomUUID } from "node:crypto";
import { koos } from "#core/outcomes/koos.ts";
import type { QuestionnaireAnswers } from "#contracts/questionnaires.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { questionnaireRequests, questionnaireResponses } from "#db/schema/outcomes.ts";
import type { IntakeServices } from "#server/intake/intake-records.ts";
import { sealAnswers } from "#server/questionnaires/questionnaire-records.ts";

/** Every KOOS item at one box (0 = none … 4 = extreme): each subscale scores 100 − 25 × box. */
export const koosAt = (box: number): QuestionnaireAnswers => Object.fromEntries(koos.items.map((item) => [item.id, box]));

/** A submitted intake saying the patient had surgery on `surgeryDate`, sealed as the intake form seals it. */
export async function giveSurgery(services: IntakeServices, patientId: string, surgeryDate: string): Promise<string> {
  const id = randomUUID();
  const answers = { knee: "left", surgery: "had", surgeryDate, graftType: "hamstring" };
  const answersSealed = services.healthRecords.seal("intake", id, answers);
  await services.database.db.insert(patientIntakes).values({ id, patientId, answersSealed, submittedAt: new Date(surgeryDate) });
  return id;
}

/**
 * A questionnaire the patient was asked and answered, its answers sealed as `questionnaire-answers` bound to
 * the response's row (docs/decisions/0050); submitted at `submittedAt`, or left a draft with null.
 */
export async function giveQuestionnaire(
  services: IntakeServices,
  patientId: string,
  answers: QuestionnaireAnswers,
  submittedAt: Date | null,
  instrumentId = "koos",
): Promise<string> {
  const { db } = services.database;
  const [request] = await db
    .insert(questionnaireRequests)
    .values({ patientId, instrumentId, timepoint: "requested", dueOn: (submittedAt ?? new Date()).toISOString().slice(0, 10) })
    .returning({ id: questionnaireRequests.id });
  const id = randomUUID();
  const answersSealed = sealAnswers(services.healthRecords, id, { answers, lastItemId: null });
  await db.insert(questionnaireResponses).values({ id, requestId: request!.id, patientId, answersSealed, submittedAt });
  return id;
}
