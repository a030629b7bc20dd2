import { FileText } from "lucide";
import { useEffect, useState } from "react";
import { receiptApi, type ReceiptList, type ReceiptSummary } from "#contracts/receipts.ts";
import { receiptAmount, receiptTitle } from "#core/receipts/receipt-content.ts";
import { Icon } from "#app/components/ui/icon.tsx";

type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; receipts: ReceiptSummary[] };

/** The token's receipts; a refused or failed read shows as "failed" (the page around says what the link is). */
async function fetchReceipts(token: string): Promise<ReceiptSummary[]> {
  const response = await fetch(receiptApi.patientList(token), { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok) throw new Error(`${response.status}`);
  return ((await response.json()) as ReceiptList).receipts;
}

/**
 * The manage-booking page's receipts (issue 17, point 5): each receipt and credit note of the booking as a
 * PDF download, for the patient's health fund. Reads its list from the API when it mounts, so the page
 * that places it only passes the link's token.
 */
export function ReceiptLinks({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    fetchReceipts(token).then(
      (receipts) => current && setState({ kind: "ready", receipts }),
      () => current && setState({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <section aria-labelledby="receipts-heading" className="space-y-3">
      <h2 id="receipts-heading" className="text-lg font-semibold">
        Receipts
      </h2>
      {state.kind === "loading" && <p className="text-sm text-muted-foreground">Loading your receipts…</p>}
      {state.kind === "failed" && (
        <p className="text-sm text-muted-foreground">Your receipts could not be loaded. Please reload the page.</p>
      )}
      {state.kind === "ready" && <ReceiptList token={token} receipts={state.receipts} />}
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
