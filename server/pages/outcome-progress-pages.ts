import type { OutcomeProgressPages } from "#contracts/outcome-progress.ts";
import type { AppServices } from "#server/context.ts";
import { readOutcomeProgress } from "#server/outcomes/outcome-progress.ts";
import { emailProgressReport } from "#server/outcomes/progress-report.ts";
import { listReportConsents, recordReportConsent, referrerOf, withdrawReportConsent } from "#server/outcomes/report-consents.ts";
import { readPatientHeader } from "#server/patients/admin-patients.ts";
import { item, validId } from "./page-items.ts";
import { outcomeOf } from "./page-writes.ts";

/** An id that cannot name a record or a consent is refused as a path check refuses it (400). */
const noSuchItem = { ok: false, refusal: { status: 400, error: "This item does not exist." } } as const;

/** The Progress tab's slice of the admin page context (contracts/outcome-progress.ts). */
export function outcomeProgressPages(services: AppServices, clientAddress: string): OutcomeProgressPages {
  const { db } = services.database;
  const audit = { clientAddress };
  return {
    page: (patientId) =>
      item(patientId, async (id) => {
        // The header's read refuses a record that does not exist before anything is opened.
        await readPatientHeader(db, id);
        return {
          patientId: id,
          progress: await readOutcomeProgress(services, id, { actor: "admin", clientAddress }, "progress"),
          consents: await listReportConsents(db, id),
          referrer: await referrerOf(db, id),
        };
      }),
    recordConsent: async (patientId, payload) =>
      validId(patientId) ? outcomeOf(() => recordReportConsent(db, patientId, payload, audit)) : noSuchItem,
    withdrawConsent: async (patientId, consentId) =>
      validId(patientId) && validId(consentId) ? outcomeOf(() => withdrawReportConsent(db, patientId, consentId, audit)) : noSuchItem,
    emailReport: async (patientId, consentId) =>
      validId(patientId) && validId(consentId) ? outcomeOf(() => emailProgressReport(services, patientId, consentId, audit)) : noSuchItem,
  };
}
