import { eq } from "drizzle-orm";
import type { PractitionerQuestionnairesPage } from "#contracts/questionnaires.ts";
import { instrumentById, outcomeInstruments } from "#core/outcomes/instruments.ts";
import { hasItemWording, requestedWindow } from "#core/outcomes/schedule.ts";
import { questionnaireRequests } from "#db/schema/outcomes.ts";
import type { AppServices } from "#server/context.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import { patientHeading } from "#server/patients/patient-heading.ts";
import { mailDueQuestionnaires } from "./ask-due-questionnaires.ts";
import { auditQuestionnaire, lockedRequest, requestsOf, summaryOf } from "./questionnaire-records.ts";

/** The record's Questionnaires tab: every request and its state (nothing opened), and what can be asked now. */
export async function practitionerQuestionnaires(
  services: Pick<AppServices, "database">,
  patientId: string,
  now = new Date(),
): Promise<PractitionerQuestionnairesPage | null> {
  const { db } = services.database;
  const patient = await patientHeading(db, patientId);
  if (!patient) return null;
  return {
    patient,
    requests: (await requestsOf(db, patientId)).map((each) => summaryOf(each, now)),
    instruments: outcomeInstruments.map((instrument) => ({
      id: instrument.id,
      name: instrument.name,
      wordingMissing: !hasItemWording(instrument),
    })),
  };
}

/**
 * A questionnaire the practitioner asks for now ('requested', open four weeks), the patient mailed in the
 * transaction that makes it. Audited with its id.
 */
export async function requestQuestionnaire(
  services: Pick<AppServices, "database" | "config" | "logger" | "mail">,
  patientId: string,
  instrumentId: string,
  audit: { clientAddress: string },
  now = new Date(),
): Promise<{ requestId: string }> {
  if (!instrumentById(instrumentId)) throw new InvalidInputError("Choose a questionnaire.", { instrumentId: "Choose a questionnaire" });
  const { db } = services.database;
  const { requestId, mailId } = await db.transaction(async (tx) => {
    const patient = await patientHeading(tx, patientId);
    if (!patient) throw new NotFoundError("This patient record does not exist.");
    const [made] = await tx
      .insert(questionnaireRequests)
      .values({ patientId, instrumentId, timepoint: "requested", ...requestedWindow(now) })
      .returning({ id: questionnaireRequests.id });
    await auditQuestionnaire(tx, { patientId, actor: "admin", clientAddress: audit.clientAddress }, "questionnaire.requested", {
      requestId: made!.id,
      instrumentId,
    });
    return { requestId: made!.id, mailId: await mailDueQuestionnaires(tx, services, patientId, now) };
  });
  if (mailId) await services.mail.dispatch([mailId]);
  return { requestId };
}

/**
 * One she asked for, withdrawn before the patient sent it: it leaves My care and is listed cancelled; answers
 * begun stay sealed and unread. Scheduled ones follow the surgery date instead (docs/decisions/0052). The row is
 * locked as the patient's sending locks it, so of a withdrawal and a sending at once, one wins. Audited.
 */
export async function withdrawQuestionnaire(
  services: Pick<AppServices, "database">,
  patientId: string,
  requestId: string,
  audit: { clientAddress: string },
  now = new Date(),
): Promise<{ requestId: string }> {
  return services.database.db.transaction(async (tx) => {
    const found = await lockedRequest(tx, patientId, requestId);
    if (!found) throw new NotFoundError("This questionnaire does not exist.");
    const state = summaryOf(found, now).state;
    if (found.request.timepoint !== "requested" || (state !== "due" && state !== "in-progress")) {
      throw new ConflictError("Only a questionnaire you asked for, while the patient has not sent it, can be withdrawn.");
    }
    await tx.update(questionnaireRequests).set({ cancelledAt: now }).where(eq(questionnaireRequests.id, requestId));
    await auditQuestionnaire(tx, { patientId, actor: "admin", clientAddress: audit.clientAddress }, "questionnaire.withdrawn", {
      requestId,
    });
    return { requestId };
  });
}
