import { toDecimalAmount } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import { formatLongDate, formatSlotTime, melbourneZoneLabel } from "#core/scheduling/melbourne-time.ts";

/**
 * What a receipt or credit note says: the fields a private health fund asks of a
 * physiotherapy claim. A pure function of the issued document, the appointment's booking facts and the
 * appointment's other documents, so the same PDF comes out whenever it is rendered. It takes no clinical
 * notes: the appointment's notes are not among its inputs.
 */
export const receiptKinds = ["deposit", "balance", "refund"] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

export const receiptService = "Telehealth physiotherapy consultation (video), 30 minutes";

export interface IssuedDocument {
  number: number;
  kind: ReceiptKind;
  amountCents: number;
  /** The provider that moved the money: 'paypal' or 'test'. */
  method: string;
  issuedAt: Date;
  creditsReceiptNumber: number | null;
}

export interface ReceiptInput {
  document: IssuedDocument;
  /** Every document of the appointment (this one and a credited receipt included); later ones do not count. */
  appointmentDocuments: readonly Pick<IssuedDocument, "number" | "kind" | "amountCents">[];
  patientName: string;
  /** The consultation's start; null while a paid appointment waits for its time. */
  serviceStart: Date | null;
  /** The consultation's fee as booked: deposit plus balance. */
  feeCents: number;
  /** The health-fund item number (HEALTH_FUND_ITEM_NUMBER). */
  itemNumber: string;
}

export interface ReceiptLine {
  label: string;
  value: string;
}

export interface ReceiptContent {
  title: "Receipt" | "Credit note";
  /** "R-000042" or "CN-000043": the number as printed and in the file name. */
  reference: string;
  filename: string;
  practiceLines: ReceiptLine[];
  serviceLines: ReceiptLine[];
  paymentLines: ReceiptLine[];
  /** Printed under the table: GST status, and for a test payment that no money moved. */
  notes: string[];
}

/**
 * "R-000042" for a receipt, "CN-000043" for a credit note: one series of numbers (the database's sequence),
 * six digits at least so they sort and read alike.
 */
export function receiptReference(number: number, kind: ReceiptKind): string {
  return `${kind === "refund" ? "CN" : "R"}-${String(number).padStart(6, "0")}`;
}

/** "$90.00 AUD": receipts show cents, unlike the running text of the pages. */
export function receiptAmount(cents: number): string {
  return `$${toDecimalAmount(cents)} AUD`;
}

/** "Monday 24 November 2026, 9:30 am AEDT (Melbourne time)". */
export function melbourneDateTime(instant: Date): string {
  return `${formatLongDate(instant)}, ${formatSlotTime(instant)} ${melbourneZoneLabel(instant)} (Melbourne time)`;
}

/** "receipt-R-000042.pdf", "credit-note-CN-000043.pdf". */
export function receiptFilename(number: number, kind: ReceiptKind): string {
  return `${kind === "refund" ? "credit-note" : "receipt"}-${receiptReference(number, kind)}.pdf`;
}

/** How a download list names a document: "Deposit receipt", "Balance receipt", "Credit note". */
export function receiptTitle(kind: ReceiptKind): string {
  return kind === "refund" ? "Credit note" : `${kind === "deposit" ? "Deposit" : "Balance"} receipt`;
}

const methodNames: Record<string, string> = { paypal: "PayPal", test: "Test payment (the site's test mode: no money moved)" };

export function paymentMethodName(method: string): string {
  return methodNames[method] ?? method;
}

const kindNames: Record<ReceiptKind, string> = { deposit: "Deposit", balance: "Balance", refund: "Refund of deposit" };

/**
 * Paid so far counts payments less refunds up to this document. A credit note ends the consultation
 * (it is issued when the appointment is cancelled), so after one nothing is outstanding.
 */
export function receiptContent(input: ReceiptInput): ReceiptContent {
  const { document } = input;
  const upToThis = input.appointmentDocuments.filter((other) => other.number <= document.number);
  const paidCents = upToThis.reduce((sum, other) => sum + (other.kind === "refund" ? -other.amountCents : other.amountCents), 0);
  const credited = upToThis.some((other) => other.kind === "refund");
  const outstandingCents = credited ? 0 : Math.max(0, input.feeCents - paidCents);
  const isCreditNote = document.kind === "refund";
  const reference = receiptReference(document.number, document.kind);

  const creditedReceipt = input.appointmentDocuments.find((other) => other.number === document.creditsReceiptNumber);
  const paymentLines: ReceiptLine[] = [
    ...(creditedReceipt ? [{ label: "Credits receipt", value: receiptReference(creditedReceipt.number, creditedReceipt.kind) }] : []),
    { label: "Consultation fee", value: receiptAmount(input.feeCents) },
    {
      label: isCreditNote ? "Amount refunded" : "Amount paid",
      value: `${receiptAmount(document.amountCents)} (${kindNames[document.kind].toLowerCase()})`,
    },
    { label: "Total paid so far", value: receiptAmount(paidCents) },
    { label: "Amount outstanding", value: receiptAmount(outstandingCents) },
    { label: isCreditNote ? "Refunded to" : "Payment method", value: paymentMethodName(document.method) },
    { label: isCreditNote ? "Date of refund" : "Date of payment", value: melbourneDateTime(document.issuedAt) },
  ];

  return {
    title: isCreditNote ? "Credit note" : "Receipt",
    reference,
    filename: receiptFilename(document.number, document.kind),
    practiceLines: [
      { label: "Practice", value: practice.siteName },
      { label: "Practitioner", value: `${practice.practitionerName}, Physiotherapist` },
      { label: "AHPRA registration", value: practice.ahpraRegistration },
      { label: "Provider number", value: practice.providerNumber },
      { label: "ABN", value: practice.abn },
    ],
    serviceLines: [
      { label: "Patient", value: input.patientName },
      { label: "Date of service", value: input.serviceStart ? melbourneDateTime(input.serviceStart) : "To be scheduled" },
      { label: "Service", value: receiptService },
      { label: "Item number", value: input.itemNumber },
    ],
    paymentLines,
    notes: [
      "Physiotherapy service: GST-free.",
      ...(document.method === "test"
        ? ["Test mode: this payment went through the site's built-in test payments. No real money moved."]
        : []),
    ],
  };
}
