import { eq } from "drizzle-orm";
import type { PatientQuestionnaire, QuestionnaireAnswer } from "#contracts/questionnaires.ts";
import { instrumentById } from "#core/outcomes/instruments.ts";
import { formatCalendarDay } from "#core/scheduling/melbourne-time.ts";
import type { Database } from "#db/client.ts";
import { questionnaireResponses } from "#db/schema/outcomes.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import {
  auditQuestionnaire,
  lockedRequest,
  openAnswers,
  ownRequest,
  sealAnswers,
  summaryOf,
  type QuestionnaireAccessor,
  type QuestionnaireServices,
  type RequestWithResponse,
} from "./questionnaire-records.ts";

const notFound = () => new NotFoundError("This questionnaire does not exist.");

/** One of the patient's own questionnaires with the answers saved so far; opening them is audited. */
export async function readQuestionnaire(
  services: QuestionnaireServices,
  who: QuestionnaireAccessor,
  requestId: string,
  now = new Date(),
): Promise<PatientQuestionnaire | null> {
  const { db } = services.database;
  const found = await ownRequest(db, who.patientId, requestId);
  if (!found) return null;
  const sealed = found.response ? openAnswers(services.healthRecords, found.response) : { answers: {}, lastItemId: null };
  if (found.response) await auditQuestionnaire(db, who, "questionnaire.read", { requestId, responseId: found.response.id });
  return { summary: summaryOf(found, now), ...sealed };
}

/**
 * One answer saved into the sealed response (made at the first), under the request's row lock so two tabs'
 * saves follow each other. Refused for an item the instrument does not have or a box it does not print,
 * and once the questionnaire is submitted, closed or cancelled.
 */
export async function saveQuestionnaireAnswer(
  services: QuestionnaireServices,
  who: QuestionnaireAccessor,
  requestId: string,
  { itemId, answer, direction }: QuestionnaireAnswer,
  now = new Date(),
): Promise<{ savedAt: string; instrumentId: string }> {
  return services.database.db.transaction(async (tx) => {
    const found = await lockOpenRequest(tx, who.patientId, requestId, now);
    const items = instrumentById(found.request.instrumentId)?.items ?? [];
    const at = items.findIndex((each) => each.id === itemId);
    const item = items[at];
    if (!item) throw new InvalidInputError("This question is not part of the questionnaire.", { itemId: "Which question is this?" });
    if (answer !== null && answer >= item.options.length) {
      throw new InvalidInputError("Choose one of the answers.", { answer: "Choose one of the answers" });
    }
    const responseId = found.response?.id ?? crypto.randomUUID();
    const sealed = found.response ? openAnswers(services.healthRecords, found.response) : { answers: {}, lastItemId: null };
    const answersSealed = sealAnswers(services.healthRecords, responseId, {
      answers: { ...sealed.answers, [itemId]: answer },
      // Gone back, the patient is before this question: the one before it is the last gone past.
      lastItemId: direction === "back" ? (items[at - 2]?.id ?? null) : itemId,
    });
    if (found.response) {
      await tx.update(questionnaireResponses).set({ answersSealed, updatedAt: now }).where(eq(questionnaireResponses.id, responseId));
    } else {
      await tx
        .insert(questionnaireResponses)
        .values({ id: responseId, requestId, patientId: who.patientId, answersSealed, createdAt: now, updatedAt: now });
    }
    await auditQuestionnaire(tx, who, "questionnaire.saved", { requestId, responseId });
    return { savedAt: now.toISOString(), instrumentId: found.request.instrumentId };
  });
}

/** The answers sent: the response marked submitted, read-only from then on. Some blanks are allowed (the scoring's rules). */
export async function submitQuestionnaire(
  services: QuestionnaireServices,
  who: QuestionnaireAccessor,
  requestId: string,
  now = new Date(),
): Promise<{ submittedAt: string }> {
  return services.database.db.transaction(async (tx) => {
    const found = await lockOpenRequest(tx, who.patientId, requestId, now);
    const answers = found.response ? openAnswers(services.healthRecords, found.response).answers : {};
    if (!found.response || Object.values(answers).every((answer) => answer === null)) {
      throw new InvalidInputError("Please answer at least one question before sending.");
    }
    await tx
      .update(questionnaireResponses)
      .set({ submittedAt: now, updatedAt: now })
      .where(eq(questionnaireResponses.id, found.response.id));
    await auditQuestionnaire(tx, who, "questionnaire.submitted", { requestId, responseId: found.response.id });
    return { submittedAt: now.toISOString() };
  });
}

/** The patient's own request, locked, while it can still be answered. */
async function lockOpenRequest(tx: Database, patientId: string, requestId: string, now: Date): Promise<RequestWithResponse> {
  const found = await lockedRequest(tx, patientId, requestId);
  if (!found) throw notFound();
  const state = summaryOf(found, now).state;
  if (state === "submitted") throw new ConflictError("This questionnaire has been sent: its answers can no longer be changed.");
  if (state === "missed")
    throw new ConflictError(`This questionnaire closed on ${formatCalendarDay(found.request.closesOn!)}: it can no longer be answered.`);
  if (state === "cancelled") throw new ConflictError("This questionnaire was withdrawn: it no longer needs answering.");
  return found;
}
