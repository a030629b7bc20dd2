import "./zod-jitless.ts";
import * as z from "zod/mini";
import type { InstrumentProgress } from "#core/outcomes/progress.ts";
import type { Outcome } from "./form-reply.ts";
import { emailAddress, singleLineText } from "./text-fields.ts";

/**
 * A patient's outcome measures over time (docs/decisions/0050, 0053): each instrument's submitted
 * questionnaires scored, placed at weeks since surgery, for the practitioner's Progress tab, the patient's
 * "My care" and the surgeon's report.
 */
export interface OutcomeProgress {
  /** From the latest submitted intake (had or planned); null without one. */
  surgeryDate: string | null;
  /** Whole weeks since a surgery that has happened; null before it or without a date. */
  weeksSinceSurgery: number | null;
  /** Only the instruments with a submitted questionnaire, in the order docs/outcome-measures.md lists them. */
  instruments: InstrumentProgress[];
}

/** How the patient gave their consent to a report going to a clinician. */
export const consentGivenBy = ["in consultation", "in writing", "by email"] as const;

export const reportConsentMessages = {
  recipientName: "Enter the name of the clinician who receives the report",
  recipientEmail: "Enter the clinician's email address, like name@example.com",
  givenBy: "Choose how the patient gave their consent",
} as const;

/** 'Record consent': to whom a report may go and how the patient said yes. */
export const reportConsentSchema = z.object({
  recipientName: singleLineText({ error: reportConsentMessages.recipientName }).check(
    z.minLength(2, reportConsentMessages.recipientName),
    z.maxLength(120, "Please keep the name to 120 characters or fewer"),
  ),
  recipientEmail: emailAddress(reportConsentMessages.recipientEmail),
  givenBy: z.enum(consentGivenBy, reportConsentMessages.givenBy),
});
export type ReportConsentPayload = z.infer<typeof reportConsentSchema>;

/** 'Withdraw' and 'Email the report': which consent. */
export const reportConsentIdSchema = z.object({ consentId: z.uuid("This consent does not exist.") });

/** A recorded consent as the Progress tab lists it. */
export interface ReportConsent {
  id: string;
  recipientName: string;
  recipientEmail: string;
  givenBy: string;
  recordedAt: string;
  withdrawnAt: string | null;
}

/** The practitioner's Progress tab: the scores, the consents, and who referred the patient (the default recipient). */
export interface OutcomeProgressPage {
  patientId: string;
  progress: OutcomeProgress;
  consents: ReportConsent[];
  referrer: { name: string; email: string } | null;
}

/** The Progress tab's reads and writes; null for no such patient (the page's 404). */
export interface OutcomeProgressPages {
  page(patientId: string): Promise<OutcomeProgressPage | null>;
  recordConsent(patientId: string, payload: ReportConsentPayload): Promise<Outcome<{ consentId: string }>>;
  withdrawConsent(patientId: string, consentId: string): Promise<Outcome<void>>;
  emailReport(patientId: string, consentId: string): Promise<Outcome<{ recipientEmail: string }>>;
}
