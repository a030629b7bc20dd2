import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { receiptApi, type ReceiptSummary } from "#contracts/receipts.ts";
import { ReceiptLinks, ReceiptList } from "./receipt-links.tsx";

const token = "t".repeat(43);
const receipts: ReceiptSummary[] = [
  {
    number: 7,
    reference: "R-000007",
    kind: "deposit",
    amountCents: 9_000,
    issuedAt: "2026-11-20T01:15:00.000Z",
    filename: "receipt-R-000007.pdf",
  },
  {
    number: 9,
    reference: "CN-000009",
    kind: "refund",
    amountCents: 9_000,
    issuedAt: "2026-11-21T01:15:00.000Z",
    filename: "credit-note-CN-000009.pdf",
  },
];

describe("ReceiptList", () => {
  it("links each receipt and credit note's PDF where the page says, saved under its own name", () => {
    const html = renderToStaticMarkup(<ReceiptList receipts={receipts} pdfHref={(number) => receiptApi.patientPdf(token, number)} />);
    expect(html).toContain(`href="/api/manage-booking/${token}/receipts/7" download="receipt-R-000007.pdf"`);
    expect(html).toContain(`href="/api/manage-booking/${token}/receipts/9" download="credit-note-CN-000009.pdf"`);
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Deposit receipt R-000007, $90.00 AUD (PDF)");
    expect(text).toContain("Credit note CN-000009, $90.00 AUD (PDF)");
  });

  it("links the manage-booking page's receipts under the booking's token", () => {
    const section = renderToStaticMarkup(<ReceiptLinks token={token} receipts={receipts} />);
    expect(section).toContain(`href="/api/manage-booking/${token}/receipts/7"`);
  });

  it("says when there is nothing yet, under the section's heading", () => {
    const section = renderToStaticMarkup(<ReceiptLinks token={token} receipts={[]} />);
    expect(section).toContain('<h2 id="receipts-heading"');
    expect(section).toContain("No payments yet.");
  });
});
