import { receiptFilename, type ReceiptKind } from "#core/receipts/receipt-content.ts";
import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import { receipts, type ReceiptRow } from "#db/schema/receipts.ts";
import type { StoredAttachment } from "#integrations/mail/outgoing-mail.ts";

/** The outbox attachment reference type of a receipt: `{ type: "receipt", id: "<number>" }`, rendered at send time. */
export const RECEIPT_REF = "receipt";

export interface ReceiptToIssue {
  appointmentId: string;
  kind: ReceiptKind;
  amountCents: number;
  /** The provider that moved the money: 'paypal' or 'test'. */
  method: string;
  /** A credit note's receipt: the number of the payment being refunded. */
  creditsReceiptNumber?: number;
}

/**
 * Issues the next receipt or credit note, in the caller's transaction: the one that records the payment or
 * the refund, so money recorded always has its document and a rolled-back payment has none. The number
 * comes from the table's identity sequence.
 */
export async function issueReceipt(tx: Database, receipt: ReceiptToIssue): Promise<ReceiptRow> {
  const [row] = await tx
    .insert(receipts)
    .values({
      appointmentId: receipt.appointmentId,
      kind: receipt.kind,
      amountCents: receipt.amountCents,
      method: receipt.method,
      creditsReceiptNumber: receipt.creditsReceiptNumber ?? null,
    })
    .returning();
  if (!row) throw new Error("The receipts table did not return the new row");
  return row;
}

/**
 * The credit note of a deposit refunded on cancellation, in the cancellation's transaction (the refund is
 * then owed, and is paid by the provider call that follows or its retries). Null when the deposit has no
 * receipt (paid before receipts existed) or is already credited.
 */
export async function issueCreditNote(
  tx: Database,
  appointment: Pick<AppointmentRow, "id" | "paymentProvider">,
  amountCents: number,
): Promise<ReceiptRow | null> {
  const deposit = (
    await tx
      .select()
      .from(receipts)
      .where(and(eq(receipts.appointmentId, appointment.id), eq(receipts.kind, "deposit")))
  )[0];
  if (!deposit) return null;
  const [credited] = await tx.select().from(receipts).where(eq(receipts.creditsReceiptNumber, deposit.number));
  if (credited) return null;
  return issueReceipt(tx, {
    appointmentId: appointment.id,
    kind: "refund",
    amountCents,
    method: appointment.paymentProvider ?? deposit.method,
    creditsReceiptNumber: deposit.number,
  });
}

/** The receipt as a mail attachment: a reference the mail worker renders when it sends, never stored bytes. */
export function receiptAttachment(receipt: ReceiptRow): StoredAttachment {
  return {
    filename: receiptFilename(receipt.number, receipt.kind),
    contentType: "application/pdf",
    ref: { type: RECEIPT_REF, id: String(receipt.number) },
  };
}
