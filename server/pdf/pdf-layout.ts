import { practice } from "#core/practice.ts";
import { drawText } from "./draw-text.ts";
import { face } from "./font-faces.ts";
import { lineHeight } from "./text-layout.ts";

/**
 * The layout the site's documents share (receipts, a patient's record): an A4 page, the practice's
 * letterhead, headed sections of labelled values. Every text goes through the PDF text layout (drawText,
 * docs/decisions/0041), so a value prints as written in any script our fonts cover, wrapped inside the margins.
 */
export const ink = "#1f2937";
export const muted = "#6b7280";
const rule = "#d1d5db";
export const margin = 56;
const labelWidth = 150;
/** How far each level of a nested value is indented. */
const indent = 12;

/** `count` lines of text at a size: the space pdfkit's moveDown left, which the layout kept. */
export const lines = (count: number, size: number) => count * lineHeight(face("latin", "regular"), size);

export interface LabelledRow {
  label: string;
  value: string;
  /** Nesting: a deeper row is indented under the one before it. */
  depth?: number;
}

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * A new A4 document with the practice's letterhead at the top. pdfkit is loaded with the first document,
 * not at every start (docs/decisions/0045).
 */
export async function startPdf(info: { title: string; subject: string }): Promise<PdfPage> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin, info: { Title: info.title, Author: practice.siteName, Subject: info.subject } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  drawText(doc, practice.siteName, { x: left, y: margin, width }, { weight: "bold", size: 18, color: ink });
  const contact = `${practice.email}  ·  ${practice.phoneDisplay}  ·  ${practice.websiteUrl.replace(/^https:\/\//, "")}`;
  drawText(doc, contact, { x: left, y: doc.y, width }, { weight: "regular", size: 10, color: muted });
  doc.y += lines(1.5, 10);
  return {
    doc,
    left,
    width,
    finish() {
      doc.end();
      return done;
    },
  };
}

/** Whether `height` more points fit above the bottom margin; if not, a new page is started. */
export function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A paragraph across the page's width. */
export function paragraph(page: PdfPage, text: string, style: { size?: number; color?: string; weight?: "regular" | "bold" } = {}): void {
  const { doc, left, width } = page;
  drawText(
    doc,
    text,
    { x: left, y: doc.y, width },
    { weight: style.weight ?? "regular", size: style.size ?? 10, color: style.color ?? ink },
  );
}

/** A section's heading in capitals over a rule; never left alone at the foot of a page. */
export function sectionHeading(page: PdfPage, heading: string): void {
  const { doc, left, width } = page;
  keepTogether(doc, lines(1.6, 11) + lines(1, 10));
  drawText(doc, heading.toUpperCase(), { x: left, y: doc.y, width }, { weight: "bold", size: 11, color: ink, characterSpacing: 0.5 });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .strokeColor(rule)
    .lineWidth(0.75)
    .stroke();
  doc.y += lines(0.6, 11);
}

/** A smaller heading inside a section (one appointment, one note), kept with its first row. */
export function subheading(page: PdfPage, heading: string): void {
  const { doc, left, width } = page;
  keepTogether(doc, lines(1.4, 10.5) + lines(1, 10));
  drawText(doc, heading, { x: left, y: doc.y, width }, { weight: "bold", size: 10.5, color: ink });
  doc.y += lines(0.25, 10);
}

/** Labels in the left column, values beside them; a deeper row indented under the one before. */
export function labelledRows(page: PdfPage, rows: readonly LabelledRow[]): void {
  const { doc, left, width } = page;
  for (const row of rows) {
    keepTogether(doc, lines(1, 10));
    const top = doc.y;
    const start = doc.page;
    const x = left + Math.min(row.depth ?? 0, 4) * indent;
    const labelBottom = drawText(
      doc,
      row.label,
      { x, y: top, width: labelWidth - 8 - (x - left) },
      { weight: "regular", size: 10, color: muted },
    );
    const valueBottom = drawText(
      doc,
      row.value,
      { x: left + labelWidth, y: top, width: width - labelWidth },
      { weight: "regular", size: 10, color: ink },
    );
    // A value that ran onto another page ends below its label's page.
    doc.y = (doc.page === start ? Math.max(labelBottom, valueBottom) : valueBottom) + 4;
  }
}

/** A headed section of labelled values, and the space after it. */
export function section(page: PdfPage, heading: string, rows: readonly LabelledRow[]): void {
  sectionHeading(page, heading);
  labelledRows(page, rows);
  page.doc.y += lines(1, 10);
}
