import { FileText } from "lucide";
import { receiptApi, type ReceiptSummary } from "#contracts/receipts.ts";
import { receiptAmount, receiptTitle } from "#core/receipts/receipt-content.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The manage-booking page's receipts: each receipt and credit note of the booking as a
 * PDF download, for the patient's health fund; the page's loader reads the list.
 */
export function ReceiptLinks({ token, receipts }: { token: string; receipts: readonly ReceiptSummary[] }) {
  return (
    <section aria-labelledby="receipts-heading" className="space-y-3">
      <h2 id="receipts-heading" className="text-lg font-semibold">
        Receipts
      </h2>
      <ReceiptList token={token} receipts={receipts} />
    </section>
  );
}

/** The list itself: a PDF link per receipt and credit note, or that there is none yet. */
export function ReceiptList({ token, receipts }: { token: string; receipts: readonly ReceiptSummary[] }) {
  if (receipts.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  return (
    <>
      <p className="text-sm text-muted-foreground">For your health fund claim: each payment and refund as a PDF.</p>
      <ul className="space-y-2">
        {receipts.map((receipt) => (
          <li key={receipt.number}>
            <a
              href={receiptApi.patientPdf(token, receipt.number)}
              download={receipt.filename}
              className="inline-flex min-h-11 items-center gap-2 text-primary underline underline-offset-4"
            >
              <Icon node={FileText} className="size-4 shrink-0" />
              <span>
                {receiptTitle(receipt.kind)} {receipt.reference}, {receiptAmount(receipt.amountCents)} (PDF)
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
