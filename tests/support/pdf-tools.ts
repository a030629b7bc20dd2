import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Debian's PDF tools on a PDF we made (scripts/ensure-test-deps.ts installs them): qpdf's structural check,
 * and poppler's pdftotext and pdffonts, the readers a health fund's software is likely built on.
 */
const run = promisify(execFile);

async function withFile<T>(bytes: Uint8Array, read: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), "pdf-tools-"));
  try {
    const file = path.join(folder, "document.pdf");
    await writeFile(file, bytes);
    return await read(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** qpdf --check's report; it exits non-zero (and this rejects) on any error or warning. */
export function qpdfCheck(bytes: Uint8Array): Promise<string> {
  return withFile(bytes, async (file) => (await run("qpdf", ["--check", file])).stdout);
}

/** The document's text as pdftotext reads it: `layout` keeps the page's columns, `raw` the drawing order. */
export function pdftotext(bytes: Uint8Array, mode: "layout" | "raw" = "layout"): Promise<string> {
  return withFile(
    bytes,
    async (file) => (await run("pdftotext", [`-${mode}`, "-enc", "UTF-8", file, "-"], { maxBuffer: 64 << 20 })).stdout,
  );
}

export interface WordBox {
  text: string;
  xMin: number;
  xMax: number;
}

export interface PageWords {
  width: number;
  words: WordBox[];
}

/** Every word pdftotext finds, with its horizontal extent in points, page by page. */
export function pdfWordBoxes(bytes: Uint8Array): Promise<PageWords[]> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { maxBuffer: 64 << 20 });
    return stdout
      .split("<page ")
      .slice(1)
      .map((page) => ({
        width: Number(/width="([\d.]+)"/.exec(page)![1]),
        words: Array.from(page.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">(.*?)<\/word>/g), (word) => ({
          xMin: Number(word[1]),
          xMax: Number(word[2]),
          text: unescapeXml(word[3]!),
        })),
      }));
  });
}

export interface PdfFont {
  name: string;
  embedded: boolean;
  subset: boolean;
  toUnicode: boolean;
}

/** pdffonts' table: every font the pages use. */
export function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run("pdffonts", [file]);
    // name, type (words), encoding, emb, sub, uni, object number, generation.
    return stdout
      .split("\n")
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        const [emb, sub, uni] = columns.slice(-5, -2);
        return { name: columns[0]!, embedded: emb === "yes", subset: sub === "yes", toUnicode: uni === "yes" };
      });
  });
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name]!);
}
