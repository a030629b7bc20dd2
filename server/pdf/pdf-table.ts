import { drawText } from "./draw-text.ts";
import { ink, keepTogether, lines, muted, type PdfPage } from "./pdf-layout.ts";

const size = 9;
const rule = "#d1d5db";

/**
 * A small table across the page: the first column takes what the others leave, the others share `columnWidth`
 * each; the header row in muted bold over a rule. Numbers read as a table in pdftotext's layout mode too.
 */
export function table(page: PdfPage, header: readonly string[], rows: readonly (readonly string[])[], columnWidth = 70): void {
  const { doc, left, width } = page;
  const first = width - columnWidth * (header.length - 1);
  const xOf = (column: number) => (column === 0 ? left : left + first + (column - 1) * columnWidth);
  const widthOf = (column: number) => (column === 0 ? first - 6 : columnWidth - 6);
  const row = (cells: readonly string[], style: { weight: "regular" | "bold"; color: string }) => {
    keepTogether(doc, lines(1.2, size));
    const top = doc.y;
    const bottoms = cells.map((cell, column) =>
      drawText(doc, cell, { x: xOf(column), y: top, width: widthOf(column) }, { ...style, size }),
    );
    doc.y = Math.max(...bottoms) + 2;
  };
  row(header, { weight: "bold", color: muted });
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(rule)
    .lineWidth(0.5)
    .stroke();
  doc.y += 2;
  for (const cells of rows) row(cells, { weight: "regular", color: ink });
}
