import { practice } from "#core/practice.ts";
import type { ReceiptContent, ReceiptLine } from "#core/receipts/receipt-content.ts";
import { drawText } from "#server/pdf/draw-text.ts";
import { face } from "#server/pdf/font-faces.ts";
import { lineHeight } from "#server/pdf/text-layout.ts";

const ink = "#1f2937";
const muted = "#6b7280";
const rule = "#d1d5db";
const labelWidth = 150;
const margin = 56;

/** `count` lines of text at a size: the space pdfkit's moveDown left, which the layout kept. */
const lines = (count: number, size: number) => count * lineHeight(face("latin", "regular"), size);

/**
 * The receipt or credit note as an A4 PDF (pdfkit). Every text goes through the PDF text layout
 * (server/pdf/, docs/decisions/0041): a patient's name prints as written, in any script our fonts cover,
 * wrapped inside the margins however long it is. pdfkit is loaded with the first receipt, not at every
 * start (docs/decisions/0045).
 */
export async function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin,
    info: { Title: `${content.title} ${content.reference}`, Author: practice.siteName, Subject: content.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const box = () => ({ x: left, y: doc.y, width });

  drawText(doc, practice.siteName, { x: left, y: margin, width }, { weight: "bold", size: 18, color: ink });
  const contact = `${practice.email}  ·  ${practice.phoneDisplay}  ·  ${practice.websiteUrl.replace(/^https:\/\//, "")}`;
  drawText(doc, contact, box(), { weight: "regular", size: 10, color: muted });
  doc.y += lines(1.5, 10);
  drawText(doc, content.title, box(), { weight: "bold", size: 22, color: ink });
  drawText(doc, `No. ${content.reference}`, box(), { weight: "regular", size: 12, color: ink });
  doc.y += lines(1, 12);

  section(doc, "Issued by", content.practiceLines, left, width);
  section(doc, "Service", content.serviceLines, left, width);
  section(doc, content.title === "Credit note" ? "Refund" : "Payment", content.paymentLines, left, width);

  doc.y += lines(0.5, 10);
  for (const note of content.notes) drawText(doc, note, box(), { weight: "regular", size: 10, color: ink });

  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, heading: string, rows: readonly ReceiptLine[], left: number, width: number): void {
  // A heading is not left alone at the foot of a page: it starts the next one when its first row would not fit.
  if (doc.y + lines(1.6, 11) + lines(1, 10) > doc.page.height - doc.page.margins.bottom) doc.addPage();
  drawText(doc, heading.toUpperCase(), { x: left, y: doc.y, width }, { weight: "bold", size: 11, color: ink, characterSpacing: 0.5 });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .strokeColor(rule)
    .lineWidth(0.75)
    .stroke();
  doc.y += lines(0.6, 11);
  for (const row of rows) {
    if (doc.y + lines(1, 10) > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    const page = doc.page;
    const labelBottom = drawText(doc, row.label, { x: left, y: top, width: labelWidth - 8 }, { weight: "regular", size: 10, color: muted });
    const valueBottom = drawText(
      doc,
      row.value,
      { x: left + labelWidth, y: top, width: width - labelWidth },
      { weight: "regular", size: 10, color: ink },
    );
    // A value that ran onto another page ends below its label's page.
    doc.y = (doc.page === page ? Math.max(labelBottom, valueBottom) : valueBottom) + 4;
  }
  doc.y += lines(1, 10);
}
