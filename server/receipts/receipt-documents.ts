import { and, asc, eq, inArray } from "drizzle-orm";
import type { ReceiptSummary } from "#contracts/receipts.ts";
import { balanceCents, type FeeSchedule } from "#core/fees.ts";
import { receiptContent, receiptFilename, receiptReference } from "#core/receipts/receipt-content.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { receipts, type ReceiptRow } from "#db/schema/receipts.ts";
import type { AttachmentLoaders } from "#integrations/mail/outgoing-mail.ts";
import type { Config } from "#server/config.ts";
import { NotFoundError } from "#server/errors.ts";
import { RECEIPT_REF } from "./issue-receipt.ts";

/** What renders a receipt: the fee schedule (for rows booked without their amounts) and the item number. */
export type ReceiptSettings = Pick<Config, "fees" | "receipts">;

export interface ReceiptPdf {
  filename: string;
  bytes: Buffer;
}

/** An appointment's receipts and credit notes, oldest first, as the download lists show them. */
export async function listReceipts(db: Database, appointmentId: string): Promise<ReceiptSummary[]> {
  return (await receiptsByAppointment(db, [appointmentId])).get(appointmentId) ?? [];
}

/** The receipts of several appointments in one query (a page of the dashboard), by appointment id. */
export async function receiptsByAppointment(db: Database, appointmentIds: readonly string[]): Promise<Map<string, ReceiptSummary[]>> {
  const byAppointment = new Map<string, ReceiptSummary[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .select()
    .from(receipts)
    .where(inArray(receipts.appointmentId, [...appointmentIds]))
    .orderBy(asc(receipts.number));
  for (const row of rows) byAppointment.set(row.appointmentId, [...(byAppointment.get(row.appointmentId) ?? []), toSummary(row)]);
  return byAppointment;
}

export function toSummary(row: ReceiptRow): ReceiptSummary {
  return {
    number: row.number,
    reference: receiptReference(row.number, row.kind),
    kind: row.kind,
    amountCents: row.amountCents,
    issuedAt: row.issuedAt.toISOString(),
    filename: receiptFilename(row.number, row.kind),
  };
}

/**
 * The PDF of one receipt, rendered now from its row, the appointment and the appointment's other documents.
 * With `appointmentId`, a receipt of another appointment is answered as missing: a download link names
 * both, and one appointment's link must not open another's receipt.
 */
export async function receiptPdf(db: Database, settings: ReceiptSettings, number: number, appointmentId?: string): Promise<ReceiptPdf> {
  const [receipt] = await db
    .select()
    .from(receipts)
    .where(appointmentId ? and(eq(receipts.number, number), eq(receipts.appointmentId, appointmentId)) : eq(receipts.number, number));
  if (!receipt) throw new NotFoundError("This receipt was not found.");
  const [appointment] = await db
    .select({
      name: appointments.name,
      startAt: appointments.startAt,
      depositCents: appointments.depositCents,
      balanceCents: appointments.balanceCents,
    })
    .from(appointments)
    .where(eq(appointments.id, receipt.appointmentId));
  if (!appointment) throw new Error(`receipt ${number} has no appointment`);
  const documents = await db
    .select({ number: receipts.number, kind: receipts.kind, amountCents: receipts.amountCents })
    .from(receipts)
    .where(eq(receipts.appointmentId, receipt.appointmentId));
  const content = receiptContent({
    document: receipt,
    appointmentDocuments: documents,
    patientName: appointment.name,
    serviceStart: appointment.startAt,
    feeCents: bookedFee(appointment, settings.fees),
    itemNumber: settings.receipts.healthFundItemNumber,
  });
  // The PDF layout and its fonts load with the first receipt, not at every start (docs/decisions/0045).
  const { renderReceiptPdf } = await import("./receipt-pdf.ts");
  return { filename: content.filename, bytes: await renderReceiptPdf(content) };
}

/** The fee the appointment was booked at: its own deposit and balance, else the schedule's. */
function bookedFee(appointment: { depositCents: number | null; balanceCents: number | null }, fees: FeeSchedule): number {
  return (appointment.depositCents ?? fees.depositCents) + (appointment.balanceCents ?? balanceCents(fees));
}

/** The mail worker's loader for `{ type: "receipt", id }`: the PDF rendered at send time. */
export function receiptAttachmentLoaders(db: Database, settings: ReceiptSettings): AttachmentLoaders {
  return { [RECEIPT_REF]: async (ref) => (await receiptPdf(db, settings, Number(ref.id))).bytes };
}
