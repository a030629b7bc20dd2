import { eq } from "drizzle-orm";
import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import { practice } from "#core/practice.ts";
import { patients } from "#db/schema/patients.ts";
import { recordAudit } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { NotFoundError } from "#server/errors.ts";
import type { RecordFile } from "#server/record-export/export-record.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import type { AttachmentLoaders, OutgoingMail } from "#integrations/mail/outgoing-mail.ts";
import type { IntakeServices } from "#server/intake/intake-records.ts";
import { readPatientAdherence } from "#server/programmes/adherence.ts";
import { adherenceReportRows } from "./adherence-report-rows.ts";
import { readOutcomeProgress, type ProgressReader } from "./outcome-progress.ts";
import { renderProgressReportPdf } from "./progress-report-pdf.ts";
import { consentInForce, type ConsentAudit } from "./report-consents.ts";

type ReportServices = IntakeServices;

/** The outbox's reference to a report: rendered from the consent's patient when the mail is sent. */
export const PROGRESS_REPORT_REF = "progress-report";

/**
 * The one-page report for the clinician a consent names, as it stands now; refused without a consent in force
 * (docs/decisions/0050). Opening the scores is audited by readOutcomeProgress.
 */
async function progressReportFile(
  services: ReportServices,
  patientId: string,
  consentId: string,
  reader: ProgressReader,
  now = new Date(),
): Promise<RecordFile> {
  const { db } = services.database;
  const consent = await consentInForce(db, consentId, patientId);
  const [patient] = await db.select({ id: patients.id, name: patients.name }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw new NotFoundError("This patient record does not exist.");
  const progress = await readOutcomeProgress(services, patientId, reader, "progress-report", now);
  const bytes = await renderProgressReportPdf({
    patientName: patient.name,
    recipientName: consent.recipientName,
    preparedOn: melbourneDay(now),
    consentRecordedAt: consent.recordedAt.toISOString(),
    progress,
    adherence: adherenceReportRows(await readPatientAdherence(services, patientId, reader, now)),
  });
  return { filename: `progress-report-${patient.id.slice(0, 8)}-${melbourneDay(now)}.pdf`, contentType: "application/pdf", bytes };
}

/** 'Download report': the PDF under a consent in force, audited with the consent's id. */
export async function downloadProgressReport(
  services: ReportServices,
  patientId: string,
  consentId: string,
  audit: ConsentAudit,
): Promise<RecordFile> {
  const file = await progressReportFile(services, patientId, consentId, { actor: "admin", clientAddress: audit.clientAddress });
  await recordAudit(services.database.db, {
    action: "progress_report.downloaded",
    actor: "admin",
    clientAddress: audit.clientAddress,
    patientId,
    details: { consentId },
  });
  return file;
}

/**
 * The mail to the clinician: who sends it and why, nothing of the patient (the report is the attachment). The
 * report itself is rendered when the mail goes, so a consent withdrawn meanwhile stops it.
 */
function progressReportMail(to: string, consentId: string): OutgoingMail {
  return {
    kind: "progress-report",
    to,
    replyTo: practice.email,
    subject: `A progress report from ${practice.siteName}`,
    attachments: [{ filename: "progress-report.pdf", contentType: "application/pdf", ref: { type: PROGRESS_REPORT_REF, id: consentId } }],
    ...renderMail({
      preheader: "A patient's progress report, sent with their consent.",
      heading: "A progress report",
      paragraphs: [
        `${practice.practitionerName} sends you the attached progress report on a patient, with the patient's consent.`,
        `To ask about it, reply to this email or call ${practice.phoneDisplay}.`,
      ],
    }),
  };
}

/** 'Email report to …': the report queued to the consent's recipient, audited with the consent's id (no address). */
export async function emailProgressReport(
  services: ReportServices & Pick<AppServices, "mail">,
  patientId: string,
  consentId: string,
  audit: ConsentAudit,
): Promise<{ recipientEmail: string }> {
  const { db } = services.database;
  const queued = await db.transaction(async (tx) => {
    const consent = await consentInForce(tx, consentId, patientId);
    const id = await enqueueMail(tx, progressReportMail(consent.recipientEmail, consent.id));
    await recordAudit(tx, {
      action: "progress_report.emailed",
      actor: "admin",
      clientAddress: audit.clientAddress,
      patientId,
      details: { consentId, mailId: id },
    });
    return { id, recipientEmail: consent.recipientEmail };
  });
  await services.mail.dispatch([queued.id]);
  return { recipientEmail: queued.recipientEmail };
}

/** The report's bytes when its mail is sent; a consent withdrawn since refuses it, and the mail is not sent. */
export function progressReportAttachmentLoaders(services: ReportServices): AttachmentLoaders {
  return {
    [PROGRESS_REPORT_REF]: async (ref) => {
      const consent = await consentInForce(services.database.db, ref.id);
      return (await progressReportFile(services, consent.patientId, consent.id, { actor: "system", clientAddress: null })).bytes;
    },
  };
}
