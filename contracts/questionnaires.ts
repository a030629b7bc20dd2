import "./zod-jitless.ts";
import * as z from "zod/mini";
import type { QuestionnaireState, Timepoint } from "#core/outcomes/schedule.ts";
import type { PatientHeading } from "./clinical-notes.ts";
import type { Outcome } from "./form-reply.ts";

/**
 * The outcome questionnaires asked of a patient (docs/decisions/0050, 0052): the schedule's and those the
 * practitioner asks for, the patient's answers saved as they go, then submitted.
 */

export const questionnaireStateLabels: Record<QuestionnaireState, string> = {
  due: "Due",
  "in-progress": "In progress",
  submitted: "Submitted",
  missed: "Missed",
  cancelled: "Cancelled",
};

/** One questionnaire asked: its dates and state, never its answers. */
export interface QuestionnaireSummary {
  id: string;
  instrumentId: string;
  instrumentName: string;
  timepoint: Timepoint;
  /** Melbourne dates: open from `dueOn` to `closesOn` (null: until answered). */
  dueOn: string;
  closesOn: string | null;
  state: QuestionnaireState;
  submittedAt: string | null;
}

/** Per item id, the index of the box marked; null when left blank. */
export type QuestionnaireAnswers = Record<string, number | null>;

/** One of the patient's own questionnaires with the answers saved so far (opening them is audited). */
export interface PatientQuestionnaire {
  summary: QuestionnaireSummary;
  answers: QuestionnaireAnswers;
  /** The last question the patient went past, so a reload or another device takes them on after it. */
  lastItemId: string | null;
}

/**
 * One step's answer: the item and the box marked, or none (left blank), and whether the patient goes on from
 * it or back before it (where a reload or another device takes them on).
 */
export const questionnaireAnswerSchema = z.object({
  itemId: z.string().check(z.minLength(1, "Which question is this?"), z.maxLength(20, "Which question is this?")),
  answer: z.nullable(z.number().check(z.int("Choose one of the answers"), z.gte(0, "Choose one of the answers"))),
  direction: z.enum(["next", "back"], "Choose Next or Back"),
});
export type QuestionnaireAnswer = z.output<typeof questionnaireAnswerSchema>;

/** A step's form fields as the schema reads them: no radio chosen is a blank answer. */
export function questionnaireAnswerInput(form: FormData): unknown {
  const answer = form.get("answer");
  return {
    itemId: form.get("itemId"),
    answer: typeof answer === "string" && answer !== "" ? Number(answer) : null,
    direction: form.get("intent"),
  };
}

/** The practitioner asks for one instrument now. */
export const questionnaireRequestSchema = z.object({
  instrumentId: z.string().check(z.minLength(1, "Choose a questionnaire")),
});
export type QuestionnaireRequestPayload = z.output<typeof questionnaireRequestSchema>;

/** The practitioner withdraws one she asked for, before the patient sends it. */
export const questionnaireWithdrawalSchema = z.object({ requestId: z.uuid("This questionnaire does not exist.") });
export type QuestionnaireWithdrawal = z.output<typeof questionnaireWithdrawalSchema>;

/** The signed-in patient's questionnaires, for the questionnaire page (server/pages/questionnaire-pages.ts). */
export interface PatientQuestionnaireAccess {
  /** One of the patient's own (null for anyone else's, or none: the page's 404); audited. */
  read(requestId: string): Promise<PatientQuestionnaire | null>;
  /** One answer saved (sealed, audited); refused once submitted, closed or cancelled. */
  save(requestId: string, answer: QuestionnaireAnswer): Promise<Outcome<{ savedAt: string; instrumentId: string }>>;
  /** The answers sent to the practitioner; read-only from then on. */
  submit(requestId: string): Promise<Outcome<{ submittedAt: string }>>;
}

export interface QuestionnairePages {
  /** The patient a request's live session signs in; null without one. */
  forSignedIn(request: Request): Promise<PatientQuestionnaireAccess | null>;
}

/** The record's Questionnaires tab: every request and its state, and which instruments can be asked for now. */
export interface PractitionerQuestionnairesPage {
  patient: PatientHeading;
  /** When she stopped the schedule for this patient (ISO instant); null while it runs. */
  scheduleStoppedAt: string | null;
  requests: QuestionnaireSummary[];
  instruments: { id: string; name: string; wordingMissing: boolean }[];
}

export interface AdminQuestionnairePages {
  list(patientId: string): Promise<PractitionerQuestionnairesPage | null>;
  /** A questionnaire asked now ('requested'), the patient mailed. */
  request(patientId: string, payload: QuestionnaireRequestPayload): Promise<Outcome<{ requestId: string }>>;
  /** One she asked for withdrawn while the patient has not sent it; it leaves My care. */
  withdraw(patientId: string, payload: QuestionnaireWithdrawal): Promise<Outcome<{ requestId: string }>>;
  /** The schedule stopped (its unsent requests withdrawn) or started again. */
  schedule(patientId: string, running: boolean): Promise<Outcome<{ stoppedAt: string | null }>>;
}
