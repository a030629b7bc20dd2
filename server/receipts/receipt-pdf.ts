import { readFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import { practice } from "#core/practice.ts";
import type { ReceiptContent, ReceiptLine } from "#core/receipts/receipt-content.ts";

const ink = "#1f2937";
const muted = "#6b7280";
const rule = "#d1d5db";
const labelWidth = 150;

/**
 * DejaVu Sans (fonts-dejavu-core 2.37, Bitstream Vera licence: fonts/LICENSE-DejaVu.txt), embedded and
 * subset by pdfkit: the PDF standard fonts draw Western European letters only, and a health fund's receipt
 * must carry the patient's name as written ("Łukasz Nguyễn", "Ольга"). Read once, on the first receipt.
 */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function receiptFonts() {
  fonts ??= {
    regular: readFileSync(new URL("./fonts/DejaVuSans.ttf", import.meta.url)),
    bold: readFileSync(new URL("./fonts/DejaVuSans-Bold.ttf", import.meta.url)),
  };
  return fonts;
}

/**
 * The receipt or credit note as an A4 PDF (pdfkit), in DejaVu Sans embedded from the repository.
 */
export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${content.title} ${content.reference}`, Author: practice.siteName, Subject: content.title },
  });
  const { regular, bold } = receiptFonts();
  doc.registerFont("Body", regular);
  doc.registerFont("Body-Bold", bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(ink).font("Body-Bold").fontSize(18).text(practice.siteName, left, 56, { width });
  doc
    .font("Body")
    .fontSize(10)
    .fillColor(muted)
    .text(`${practice.email}  ·  ${practice.phoneDisplay}  ·  ${practice.websiteUrl.replace(/^https:\/\//, "")}`);
  doc.moveDown(1.5);
  doc.fillColor(ink).font("Body-Bold").fontSize(22).text(content.title);
  doc.font("Body").fontSize(12).text(`No. ${content.reference}`);
  doc.moveDown(1);

  section(doc, "Issued by", content.practiceLines, left, width);
  section(doc, "Service", content.serviceLines, left, width);
  section(doc, content.title === "Credit note" ? "Refund" : "Payment", content.paymentLines, left, width);

  doc.moveDown(0.5);
  for (const note of content.notes) doc.font("Body").fontSize(10).fillColor(ink).text(note, left, doc.y, { width });

  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, heading: string, lines: readonly ReceiptLine[], left: number, width: number): void {
  doc.font("Body-Bold").fontSize(11).fillColor(ink).text(heading.toUpperCase(), left, doc.y, { width, characterSpacing: 0.5 });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .strokeColor(rule)
    .lineWidth(0.75)
    .stroke();
  doc.moveDown(0.6);
  for (const line of lines) {
    const top = doc.y;
    doc
      .font("Body")
      .fontSize(10)
      .fillColor(muted)
      .text(line.label, left, top, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc
      .font("Body")
      .fontSize(10)
      .fillColor(ink)
      .text(line.value, left + labelWidth, top, { width: width - labelWidth });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }
  doc.moveDown(1);
}
