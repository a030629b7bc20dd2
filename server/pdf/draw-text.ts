import { layoutText, shapingFeatures, type TextRun, type TextStyle } from "./text-layout.ts";

export interface TextBox {
  x: number;
  /** The top of the first line. */
  y: number;
  width: number;
}

/**
 * pdfkit hands its `features` to fontkit, which takes an object of feature tags (text-layout.ts); pdfkit's
 * types know only the array form.
 */
const features = shapingFeatures as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/**
 * What each glyph of a face was first drawn for in a document: pdfkit's ToUnicode map gives a glyph the
 * characters of its first use, so a later use for other characters (a joiner fontkit hides behind the space
 * glyph, a compatibility ideograph sharing its glyph) must carry its text in an ActualText.
 */
const glyphTexts = new WeakMap<PDFKit.PDFDocument, Map<string, string>>();

/**
 * Draws a value in the box with the PDF fonts (docs/decisions/0041): wrapped at the box's width, right-aligned
 * when it reads right to left, continued on a new page at the bottom margin. Sets `doc.y` below the text and
 * returns it.
 */
export function drawText(doc: PDFKit.PDFDocument, value: string, box: TextBox, style: TextStyle & { color: string }): number {
  const block = layoutText(value, style, box.width);
  let top = box.y;
  for (const line of block.lines) {
    if (top + line.height > doc.page.height - doc.page.margins.bottom && top > doc.page.margins.top) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    let x = block.rightToLeft ? box.x + box.width - line.width : box.x;
    for (const run of line.runs) {
      drawRun(doc, run, x, top + block.ascent, style);
      x += run.width;
    }
    top += line.height;
  }
  doc.y = top;
  return top;
}

function drawRun(doc: PDFKit.PDFDocument, run: TextRun, x: number, baseline: number, style: TextStyle & { color: string }): void {
  const draw = () =>
    doc
      .font(run.face.font, run.face.key, style.size)
      .fillColor(style.color)
      .text(run.drawn, x, baseline, { lineBreak: false, baseline: "alphabetic", features, characterSpacing: style.characterSpacing ?? 0 });
  // Every run is recorded, as pdfkit records every glyph for its ToUnicode map.
  if (firstUseOfGlyphs(doc, run) && run.faithful) {
    draw();
    return;
  }
  // pdftotext (poppler) places an ActualText with the graphics state in force where the span closes, after
  // pdfkit's q…Q around the text: the span is opened under the flip pdfkit draws text in, and with the run's
  // font already set (a text state operator, allowed outside BT), so that state is the text's own.
  const flip = [1, 0, 0, -1, 0, doc.page.height] as const;
  doc.font(run.face.font, run.face.key, style.size);
  doc
    .save()
    .transform(...flip)
    .markContent("Span", { actual: run.logical });
  doc.addContent(`/${currentFontId(doc)} ${style.size} Tf`);
  doc.save().transform(...flip);
  draw();
  doc.restore().endMarkedContent().restore();
}

/** pdfkit's name for the current font in the page's resources ("F4"): its own field, not in its types. */
function currentFontId(doc: PDFKit.PDFDocument): string {
  return (doc as unknown as { _font: { id: string } })._font.id;
}

/** Records the run's glyphs' characters and says whether every glyph stands for what it stood for before. */
function firstUseOfGlyphs(doc: PDFKit.PDFDocument, run: TextRun): boolean {
  let texts = glyphTexts.get(doc);
  if (!texts) glyphTexts.set(doc, (texts = new Map()));
  let same = true;
  for (const glyph of run.glyphs) {
    const key = `${run.face.key}:${glyph.id}`;
    const text = String.fromCodePoint(...glyph.codePoints);
    const first = texts.get(key);
    if (first === undefined) texts.set(key, text);
    else if (first !== text) same = false;
    if (glyph.id === 0) same = false;
  }
  return same;
}
