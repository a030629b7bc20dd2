import { and, asc, desc, eq, gte, isNotNull, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { QuestionnaireAnswers, QuestionnaireSummary } from "#contracts/questionnaires.ts";
import { instrumentById } from "#core/outcomes/instruments.ts";
import { questionnaireState, type Timepoint } from "#core/outcomes/schedule.ts";
import type { Database } from "#db/client.ts";
import {
  questionnaireRequests,
  questionnaireResponses,
  type QuestionnaireRequestRow,
  type QuestionnaireResponseRow,
} from "#db/schema/outcomes.ts";
import { recordAudit, type AuditedActor } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import type { HealthCipher } from "#server/health/health-cipher.ts";

/** What the questionnaires' use-cases need: the database and the health records' cipher. */
export type QuestionnaireServices = Pick<AppServices, "database" | "healthRecords">;

/** Whose questionnaires, and who is at them: every read and write of answers is audited with these. */
export interface QuestionnaireAccessor extends AuditedActor {
  patientId: string;
}

/** What a response seals (bound to its row's id): the answers so far and the item saved last. */
export interface SealedAnswers {
  answers: QuestionnaireAnswers;
  lastItemId: string | null;
}

export function openAnswers(cipher: HealthCipher, row: Pick<QuestionnaireResponseRow, "id" | "answersSealed">): SealedAnswers {
  return cipher.open("questionnaire-answers", row.id, row.answersSealed) as SealedAnswers;
}

export function sealAnswers(cipher: HealthCipher, responseId: string, value: SealedAnswers): string {
  return cipher.seal("questionnaire-answers", responseId, value);
}

type QuestionnaireAuditAction =
  "questionnaire.requested" | "questionnaire.read" | "questionnaire.saved" | "questionnaire.submitted" | "questionnaire.withdrawn";

/** One audit event of a questionnaire: which request and response, never an answer. */
export async function auditQuestionnaire(
  db: Database,
  who: QuestionnaireAccessor,
  action: QuestionnaireAuditAction,
  details: Record<string, string | null>,
): Promise<void> {
  await recordAudit(db, { action, actor: who.actor, patientId: who.patientId, clientAddress: who.clientAddress ?? null, details });
}

/** A request with its response's row, if any. */
export interface RequestWithResponse {
  request: QuestionnaireRequestRow;
  response: QuestionnaireResponseRow | null;
}

/** A patient's requests, newest opening first, each with its response. */
export async function requestsOf(db: Database, patientId: string): Promise<RequestWithResponse[]> {
  const rows = await db
    .select()
    .from(questionnaireRequests)
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.requestId, questionnaireRequests.id))
    .where(eq(questionnaireRequests.patientId, patientId))
    .orderBy(desc(questionnaireRequests.dueOn), desc(questionnaireRequests.createdAt), asc(questionnaireRequests.instrumentId));
  return rows.map((row) => ({ request: row.questionnaire_requests, response: row.questionnaire_responses }));
}

/** One of the patient's own requests with its response, or null for another's or none. */
export async function ownRequest(db: Database, patientId: string, requestId: string): Promise<RequestWithResponse | null> {
  const [row] = await db
    .select()
    .from(questionnaireRequests)
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.requestId, questionnaireRequests.id))
    .where(and(eq(questionnaireRequests.id, requestId), eq(questionnaireRequests.patientId, patientId)));
  return row ? { request: row.questionnaire_requests, response: row.questionnaire_responses } : null;
}

/** A submitted response of the request row in the outer query. */
function submittedResponseOf(db: Database) {
  return db
    .select({ one: sql`1` })
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.requestId, questionnaireRequests.id), isNotNull(questionnaireResponses.submittedAt)));
}

/** The patient's requests still to answer on `today`: not withdrawn, not sent, their window not closed. */
export function unsentRequestsOf(db: Database, patientId: string, today: string) {
  return and(
    eq(questionnaireRequests.patientId, patientId),
    isNull(questionnaireRequests.cancelledAt),
    or(isNull(questionnaireRequests.closesOn), gte(questionnaireRequests.closesOn, today)),
    notExists(submittedResponseOf(db)),
  );
}

/** Of those, the ones the schedule made (a missed one stays missed): what a changed date or a stop withdraws. */
export function unsentScheduledRequestsOf(db: Database, patientId: string, today: string) {
  return and(unsentRequestsOf(db, patientId, today), ne(questionnaireRequests.timepoint, "requested"));
}

/**
 * One of the patient's own requests with its response, its row locked for the transaction: sending, saving and
 * withdrawing it take turns. Null for another's or none.
 */
export async function lockedRequest(tx: Database, patientId: string, requestId: string): Promise<RequestWithResponse | null> {
  const [locked] = await tx
    .select({ id: questionnaireRequests.id })
    .from(questionnaireRequests)
    .where(and(eq(questionnaireRequests.id, requestId), eq(questionnaireRequests.patientId, patientId)))
    .for("update");
  return locked ? ownRequest(tx, patientId, requestId) : null;
}

/** A request as the pages list it: dates and state, nothing opened. */
export function summaryOf({ request, response }: RequestWithResponse, now: Date): QuestionnaireSummary {
  return {
    id: request.id,
    instrumentId: request.instrumentId,
    instrumentName: instrumentById(request.instrumentId)?.name ?? request.instrumentId,
    timepoint: request.timepoint as Timepoint,
    dueOn: request.dueOn,
    closesOn: request.closesOn,
    state: questionnaireState(
      { dueOn: request.dueOn, closesOn: request.closesOn, cancelled: request.cancelledAt !== null },
      response && { submitted: response.submittedAt !== null },
      now,
    ),
    submittedAt: response?.submittedAt?.toISOString() ?? null,
  };
}

/** The patient's questionnaires still to answer (due or begun), soonest closing first: My care's list. */
export async function openQuestionnairesOf(db: Database, patientId: string, now: Date): Promise<QuestionnaireSummary[]> {
  return (await requestsOf(db, patientId))
    .map((each) => summaryOf(each, now))
    .filter((summary) => summary.state === "due" || summary.state === "in-progress")
    .sort((a, b) => (a.closesOn ?? "9999").localeCompare(b.closesOn ?? "9999"));
}
