import { eq } from "drizzle-orm";
import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import type { PractitionerQuestionnairesPage } from "#contracts/questionnaires.ts";
import { instrumentById, outcomeInstruments } from "#core/outcomes/instruments.ts";
import { hasItemWording, requestedWindow } from "#core/outcomes/schedule.ts";
import { questionnaireRequests } from "#db/schema/outcomes.ts";
import { patients } from "#db/schema/patients.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { lockPatient } from "#server/intake/intake-records.ts";
import type { AppServices } from "#server/context.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import { patientHeading } from "#server/patients/patient-heading.ts";
import { mailDueQuestionnaires } from "./ask-due-questionnaires.ts";
import { auditQuestionnaire, lockedRequest, requestsOf, summaryOf, unsentScheduledRequestsOf } from "./questionnaire-records.ts";

/** The record's Questionnaires tab: every request and its state (nothing opened), and what can be asked now. */
export async function practitionerQuestionnaires(
  services: Pick<AppServices, "database">,
  patientId: string,
  now = new Date(),
): Promise<PractitionerQuestionnairesPage | null> {
  const { db } = services.database;
  const patient = await patientHeading(db, patientId);
  if (!patient) return null;
  const [schedule] = await db.select({ stoppedAt: patients.questionnairesStoppedAt }).from(patients).where(eq(patients.id, patientId));
  return {
    patient,
    scheduleStoppedAt: schedule?.stoppedAt?.toISOString() ?? null,
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

/**
 * The schedule stopped for this patient (treatment over, or asked by the patient) or started again. Stopped,
 * the daily round no longer reads their intake, and scheduled requests the patient has not sent are withdrawn
 * (answers begun stay sealed, and go on in the same window's request if the schedule starts again); ones she
 * asked for stay, each withdrawable. The patient's row is locked against a round under way. Audited.
 */
export async function setQuestionnaireSchedule(
  services: Pick<AppServices, "database">,
  patientId: string,
  running: boolean,
  audit: { clientAddress: string },
  now = new Date(),
): Promise<{ stoppedAt: string | null }> {
  return services.database.db.transaction(async (tx) => {
    await lockPatient(tx, patientId);
    const stoppedAt = running ? null : now;
    await tx.update(patients).set({ questionnairesStoppedAt: stoppedAt }).where(eq(patients.id, patientId));
    if (!running) {
      await tx
        .update(questionnaireRequests)
        .set({ cancelledAt: now })
        .where(unsentScheduledRequestsOf(tx, patientId, melbourneDay(now)));
    }
    await recordAudit(tx, {
      action: running ? "questionnaire_schedule.started" : "questionnaire_schedule.stopped",
      actor: "admin",
      patientId,
      clientAddress: audit.clientAddress,
      details: {},
    });
    return { stoppedAt: stoppedAt?.toISOString() ?? null };
  });
}
