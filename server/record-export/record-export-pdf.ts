import type { RecordExport } from "#contracts/record-export.ts";
import { labelledRows, lines, muted, paragraph, sectionHeading, startPdf, subheading } from "#server/pdf/pdf-layout.ts";
import { recordDocument } from "./record-document.ts";

/**
 * The patient's copy of their record as an A4 PDF, in the documents' shared layout (server/pdf/pdf-layout.ts):
 * a heading per section, each item under its own, values in plain words, names and notes as written in any
 * script the PDF fonts cover (docs/decisions/0041).
 */
export async function renderRecordPdf(record: RecordExport): Promise<Buffer> {
  const document = recordDocument(record);
  const page = await startPdf({ title: `${document.title}: ${record.patient.name}`, subject: document.title });
  paragraph(page, document.title, { weight: "bold", size: 22 });
  paragraph(page, record.patient.name, { size: 14 });
  page.doc.y += lines(0.5, 10);
  for (const line of document.introduction) paragraph(page, line, { color: muted });
  page.doc.y += lines(1, 10);

  for (const section of document.sections) {
    sectionHeading(page, section.heading);
    if (section.blocks.length === 0) paragraph(page, section.empty, { color: muted });
    for (const block of section.blocks) {
      if (block.heading) subheading(page, block.heading);
      labelledRows(page, block.rows);
      page.doc.y += lines(0.5, 10);
    }
    page.doc.y += lines(0.75, 10);
  }
  return page.finish();
}
