import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import { recordExportSchema, type RecordExportFormat } from "#contracts/record-export.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { readPatientRecord } from "./read-patient-record.ts";
import { renderRecordPdf } from "./record-export-pdf.ts";

type ExportServices = Parameters<typeof readPatientRecord>[0];

export interface RecordFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * A patient's whole record for an access request or a move to another system (docs/decisions/0049): the
 * JSON file checked against its published schema, or the patient's PDF. Every export is in the audit log
 * ('record.exported', its format, the patient) before the file leaves.
 */
export async function exportPatientRecord(
  services: ExportServices,
  patientId: string,
  format: RecordExportFormat,
  audit: { clientAddress: string },
  now = new Date(),
): Promise<RecordFile> {
  const record = await readPatientRecord(services, patientId, now);
  const filename = `health-record-${record.patient.id.slice(0, 8)}-${melbourneDay(now)}.${format}`;
  const file =
    format === "json"
      ? { filename, contentType: "application/json", bytes: Buffer.from(JSON.stringify(recordExportSchema.parse(record), null, 2)) }
      : { filename, contentType: "application/pdf", bytes: await renderRecordPdf(record) };
  await recordAudit(services.database.db, {
    action: "record.exported",
    actor: "admin",
    clientAddress: audit.clientAddress,
    patientId: record.patient.id,
    details: { format },
  });
  return file;
}
