import type { ReceiptKind } from "#core/receipts/receipt-content.ts";

/**
 * Receipts and credit notes: one line of a download list, and where the PDFs are.
 * The patient's paths carry the manage-booking token; the admin's the appointment's id.
 */
export interface ReceiptSummary {
  /** The number in the database's series; the path's `:number`. */
  number: number;
  /** "R-000042" or "CN-000043", as printed. */
  reference: string;
  kind: ReceiptKind;
  amountCents: number;
  /** ISO instant the payment or refund was recorded. */
  issuedAt: string;
  filename: string;
}

/** GET /api/manage-booking/:token/receipts. */
export interface ReceiptList {
  receipts: ReceiptSummary[];
}

export const receiptApi = {
  patientList: (token: string) => `/api/manage-booking/${encodeURIComponent(token)}/receipts`,
  patientPdf: (token: string, number: number) => `/api/manage-booking/${encodeURIComponent(token)}/receipts/${number}`,
  adminPdf: (appointmentId: string, number: number) => `/api/admin/appointments/${encodeURIComponent(appointmentId)}/receipts/${number}`,
};
