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
      <ReceiptList receipts={receipts} pdfHref={(number) => receiptApi.patientPdf(token, number)} />
    </section>
  );
}

/**
 * The list itself: a PDF link per receipt and credit note, or that there is none yet. `pdfHref` is where a
 * receipt's PDF is for this page's patient: under the manage-booking token, or the signed-in patient's own.
 */
export function ReceiptList({ receipts, pdfHref }: { receipts: readonly ReceiptSummary[]; pdfHref: (number: number) => string }) {
  if (receipts.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  return (
    <>
      <p className="text-sm text-muted-foreground">For your health fund claim: each payment and refund as a PDF.</p>
      <ul className="space-y-2">
        {receipts.map((receipt) => (
          <li key={receipt.number}>
            <a
              href={pdfHref(receipt.number)}
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
