import PDFDocument from "pdfkit";
import { practice } from "#core/practice.ts";
import type { ReceiptContent, ReceiptLine } from "#core/receipts/receipt-content.ts";

const ink = "#1f2937";
const muted = "#6b7280";
const rule = "#d1d5db";
const labelWidth = 150;

/** The characters of WinAnsi beyond Latin-1, which the standard fonts also draw. */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Text the standard fonts can draw: a letter outside WinAnsi loses its accent ("Nguyễn" → "Nguyen") rather
 * than printing as a wrong glyph; what has no base letter becomes "?".
 */
export function toWinAnsi(text: string): string {
  return Array.from(text, (character) => {
    const code = character.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(character)) return character;
    const base = character.normalize("NFD").replace(/\p{M}/gu, "");
    return [...base].every((c) => c.codePointAt(0)! <= 0xff) && base !== "" ? base : "?";
  }).join("");
}

/**
 * The receipt or credit note as an A4 PDF (pdfkit). Helvetica is one of the PDF standard fonts every
 * reader has, so nothing is embedded or read from outside the repository; it draws Western European
 * letters (WinAnsi), and other letters lose their accents (`toWinAnsi`).
 */
export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
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

  doc.fillColor(ink).font("Helvetica-Bold").fontSize(18).text(practice.siteName, left, 56, { width });
  doc.font("Helvetica").fontSize(10).fillColor(muted).text(`${practice.email}  ·  ${practice.phoneDisplay}  ·  ${practice.websiteUrl.replace(/^https:\/\//, "")}`);
  doc.moveDown(1.5);
  doc.fillColor(ink).font("Helvetica-Bold").fontSize(22).text(content.title);
  doc.font("Helvetica").fontSize(12).text(`No. ${content.reference}`);
  doc.moveDown(1);

  section(doc, "Issued by", content.practiceLines, left, width);
  section(doc, "Service", content.serviceLines, left, width);
  section(doc, content.title === "Credit note" ? "Refund" : "Payment", content.paymentLines, left, width);

  doc.moveDown(0.5);
  for (const note of content.notes) doc.font("Helvetica").fontSize(10).fillColor(ink).text(note, left, doc.y, { width });

  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, heading: string, lines: readonly ReceiptLine[], left: number, width: number): void {
  doc.font("Helvetica-Bold").fontSize(11).fillColor(ink).text(heading.toUpperCase(), left, doc.y, { width, characterSpacing: 0.5 });
  doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor(rule).lineWidth(0.75).stroke();
  doc.moveDown(0.6);
  for (const line of lines) {
    const top = doc.y;
    doc.font("Helvetica").fontSize(10).fillColor(muted).text(line.label, left, top, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc.font("Helvetica").fontSize(10).fillColor(ink).text(toWinAnsi(line.value), left + labelWidth, top, { width: width - labelWidth });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }
  doc.moveDown(1);
}
