import type { AdminQuestionnairePages, QuestionnairePages } from "#contracts/questionnaires.ts";
import type { AppServices } from "#server/context.ts";
import { patientSessionOf } from "#server/patients/patient-session-cookie.ts";
import { readQuestionnaire, saveQuestionnaireAnswer, submitQuestionnaire } from "#server/questionnaires/answer-questionnaire.ts";
import {
  practitionerQuestionnaires,
  requestQuestionnaire,
  setQuestionnaireSchedule,
  withdrawQuestionnaire,
} from "#server/questionnaires/practitioner-questionnaires.ts";
import { item, validId } from "./page-items.ts";
import { outcomeOf, type PageWrite } from "./page-writes.ts";

const noSuchQuestionnaire = { ok: false, refusal: { status: 404, error: "This questionnaire does not exist." } } as const;
const noSuchPatient = { ok: false, refusal: { status: 404, error: "This patient does not exist." } } as const;

/** The signed-in patient's questionnaires (contracts/questionnaires.ts): their own only, writes under the pages' ceiling. */
export function questionnairePages(services: AppServices, clientAddress: string, write: PageWrite): QuestionnairePages {
  return {
    async forSignedIn(request) {
      const session = await patientSessionOf(services, request.headers.get("cookie"));
      if (!session) return null;
      const who = { patientId: session.patientId, actor: "patient" as const, clientAddress };
      return {
        read: (requestId) => (validId(requestId) ? readQuestionnaire(services, who, requestId) : Promise.resolve(null)),
        save: (requestId, answer) =>
          validId(requestId)
            ? write(() => saveQuestionnaireAnswer(services, who, requestId, answer))
            : Promise.resolve(noSuchQuestionnaire),
        submit: (requestId) =>
          validId(requestId) ? write(() => submitQuestionnaire(services, who, requestId)) : Promise.resolve(noSuchQuestionnaire),
      };
    },
  };
}

/** The record's Questionnaires tab, for routes/admin/patient-questionnaires.tsx. */
export function adminQuestionnairePages(services: AppServices, clientAddress: string): AdminQuestionnairePages {
  return {
    list: (patientId) => item(patientId, (id) => practitionerQuestionnaires(services, id)),
    request: (patientId, payload) =>
      validId(patientId)
        ? outcomeOf(() => requestQuestionnaire(services, patientId, payload.instrumentId, { clientAddress }))
        : Promise.resolve(noSuchPatient),
    withdraw: (patientId, payload) =>
      validId(patientId)
        ? outcomeOf(() => withdrawQuestionnaire(services, patientId, payload.requestId, { clientAddress }))
        : Promise.resolve(noSuchPatient),
    schedule: (patientId, running) =>
      validId(patientId)
        ? outcomeOf(() => setQuestionnaireSchedule(services, patientId, running, { clientAddress }))
        : Promise.resolve(noSuchPatient),
  };
}
