import { asc, eq, inArray } from "drizzle-orm";
import type { RecordExport } from "#contracts/record-export.ts";
import { questionnaireRequests, questionnaireResponses } from "#db/schema/outcomes.ts";
import type { Database } from "#db/client.ts";
import type { HealthCipher } from "#server/health/health-cipher.ts";
import { openAnswers } from "./questionnaire-records.ts";

/** The questionnaires of a record and the records merged into it, answers opened, for its export (the export is audited). */
export async function questionnairesOf(
  services: { database: { db: Database }; healthRecords: HealthCipher },
  patientIds: string[],
): Promise<RecordExport["questionnaires"]> {
  const rows = await services.database.db
    .select()
    .from(questionnaireRequests)
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.requestId, questionnaireRequests.id))
    .where(inArray(questionnaireRequests.patientId, patientIds))
    .orderBy(asc(questionnaireRequests.dueOn), asc(questionnaireRequests.createdAt));
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return rows.map(({ questionnaire_requests: request, questionnaire_responses: response }) => ({
    id: request.id,
    instrumentId: request.instrumentId,
    timepoint: request.timepoint,
    dueOn: request.dueOn,
    closesOn: request.closesOn,
    createdAt: request.createdAt.toISOString(),
    notifiedAt: iso(request.notifiedAt),
    cancelledAt: iso(request.cancelledAt),
    response: response && {
      id: response.id,
      createdAt: response.createdAt.toISOString(),
      updatedAt: response.updatedAt.toISOString(),
      submittedAt: iso(response.submittedAt),
      answers: openAnswers(services.healthRecords, response).answers,
    },
  }));
}
