import { extractText, getDocumentProxy } from "unpdf";

/**
 * The lines of a PDF's text, read back by pdf.js (unpdf: an npm package, so CI needs no poppler). A receipt's
 * row reads "<label> <value>", so a test checks each field as one whole line.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.split("\n").map((line) => line.trim());
}
