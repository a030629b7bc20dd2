import type { ReceiptContent } from "#core/receipts/receipt-content.ts";
import { lines, paragraph, section, startPdf } from "#server/pdf/pdf-layout.ts";

/**
 * The receipt or credit note as an A4 PDF (pdfkit), in the documents' shared layout (server/pdf/pdf-layout.ts):
 * a patient's name prints as written, in any script our fonts cover, wrapped inside the margins however long
 * it is (docs/decisions/0041).
 */
export async function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const page = await startPdf({ title: `${content.title} ${content.reference}`, subject: content.title });
  paragraph(page, content.title, { weight: "bold", size: 22 });
  paragraph(page, `No. ${content.reference}`, { size: 12 });
  page.doc.y += lines(1, 12);

  section(page, "Issued by", content.practiceLines);
  section(page, "Service", content.serviceLines);
  section(page, content.title === "Credit note" ? "Refund" : "Payment", content.paymentLines);

  page.doc.y += lines(0.5, 10);
  for (const note of content.notes) paragraph(page, note);
  return page.finish();
}
