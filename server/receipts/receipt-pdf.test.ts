import { describe, expect, it } from "vitest";
import { receiptContent, type ReceiptKind } from "#core/receipts/receipt-content.ts";
import { pdfLines } from "#tests/support/pdf-text.ts";
import { pdfFonts, pdftotext, pdfWordBoxes, qpdfCheck } from "#tests/support/pdf-tools.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";

const receiptFor = (patientName: string, kind: ReceiptKind = "deposit") =>
  receiptContent({
    document: {
      number: 42,
      kind,
      amountCents: 9_000,
      method: "paypal",
      issuedAt: new Date("2026-11-20T01:15:00Z"),
      creditsReceiptNumber: kind === "refund" ? 41 : null,
    },
    appointmentDocuments: [
      { number: 41, kind: "deposit", amountCents: 9_000 },
      { number: 42, kind, amountCents: 9_000 },
    ],
    patientName,
    serviceStart: new Date("2026-11-25T22:30:00Z"),
    feeCents: 18_000,
    itemNumber: "560",
  });

/** The page's margin in receipt-pdf.ts: no word may reach past it. */
const margin = 56;
/** pdftotext's coordinates are rounded to the millionth; a line right-aligned to the margin may end a hair past it. */
const rounding = 0.001;
/** pdftotext wraps right-to-left text in embedding marks (U+202A–U+202E). */
const withoutBidiMarks = (text: string) => text.replace(/[\u202a-\u202e]/g, "");

async function expectValidAndInsideMargins(bytes: Buffer): Promise<void> {
  await expect(qpdfCheck(bytes)).resolves.toContain("No syntax or stream encoding errors found");
  const pages = await pdfWordBoxes(bytes);
  for (const page of pages) {
    for (const word of page.words) {
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(margin - rounding);
      expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - margin + rounding);
    }
  }
  const fonts = await pdfFonts(bytes);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true, subset: true, toUnicode: true });
}

describe("renderReceiptPdf", () => {
  it("writes a PDF whose text reads back line by line: the title, the number and every field", async () => {
    const content = receiptFor("Zoë O'Brien-Nguyễn");
    const bytes = await renderReceiptPdf(content);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfLines(bytes);
    expect(text).toContain("Receipt");
    expect(text).toContain("No. R-000042");
    for (const line of [...content.practiceLines, ...content.serviceLines, ...content.paymentLines]) {
      expect(text).toContain(`${line.label} ${line.value}`);
    }
    expect(text).toContain("Patient Zoë O'Brien-Nguyễn");
    expect(text).toContain("Physiotherapy service: GST-free.");
  });

  it.each<[string, ReceiptKind]>([
    ["a deposit receipt", "deposit"],
    ["a balance receipt", "balance"],
    ["a credit note", "refund"],
  ])("makes %s that qpdf finds valid, in embedded subset fonts, every word inside the margins", async (_, kind) => {
    const bytes = await renderReceiptPdf(receiptFor("Zoë O'Brien-Nguyễn", kind));
    await expectValidAndInsideMargins(bytes);
    expect(await pdftotext(bytes)).toContain(kind === "refund" ? "Credit note" : "Receipt");
  });

  it.each(["Łukasz Nguyễn", "Ольга Петрова", "Zoë Đặng-Müller", "Ἀλέξανδρος Şahin"])(
    "keeps the patient's name as written: %s",
    async (name) => {
      const bytes = await renderReceiptPdf(receiptFor(name));
      expect(await pdfLines(bytes)).toContain(`Patient ${name}`);
      // NFC: poppler may hand back a precomposed letter as base + combining mark.
      expect((await pdftotext(bytes)).normalize("NFC")).toMatch(new RegExp(`Patient\\s+${name}`));
    },
  );

  it.each([
    ["Chinese", "王小明"],
    ["Traditional Chinese", "陳大文"],
    ["Korean", "김민준"],
    ["Japanese", "山田 さくら"],
    ["Thai", "สมชาย ใจดี"],
    ["Hindi", "प्रिया शर्मा"],
    ["Latin mixed with Chinese", "Wang 王小明 Smith"],
    ["Chinese, Thai and Hindi", "王小明 สมชาย प्रिया"],
  ])("prints a name in %s as written, in reading order: %s", async (_, name) => {
    const bytes = await renderReceiptPdf(receiptFor(name));
    expect(await pdftotext(bytes)).toMatch(new RegExp(`Patient\\s+${name}\\n`));
    await expectValidAndInsideMargins(bytes);
  });

  it.each([
    ["Hebrew", "דוד כהן"],
    ["Arabic", "محمد علي"],
  ])("prints a name in %s right to left, against the right margin, read back in reading order", async (_, name) => {
    const bytes = await renderReceiptPdf(receiptFor(name));
    // pdftotext's page layout reorders right-to-left words itself: it gives the name back as typed.
    expect(withoutBidiMarks(await pdftotext(bytes))).toMatch(new RegExp(`Patient\\s+${name}\\n`));
    const [page] = await pdfWordBoxes(bytes);
    const words = page!.words.filter((word) => /[\u0590-\u06ff]/.test(word.text));
    expect(words).toHaveLength(2);
    expect(Math.max(...words.map((word) => word.xMax))).toBeCloseTo(page!.width - margin, 2);
    await expectValidAndInsideMargins(bytes);
  });

  it.each([
    ["a 200-character name", "Maximiliana ".repeat(17).slice(0, 200)],
    ["a long e-mail address without spaces", `${"very.long.address.without.any.spaces.".repeat(3)}@example-physiotherapy-clinic.com.au`],
  ])("wraps %s inside the margins", async (_, name) => {
    const bytes = await renderReceiptPdf(receiptFor(name));
    await expectValidAndInsideMargins(bytes);
    expect((await pdftotext(bytes, "raw")).replace(/\s/g, "")).toContain(name.replace(/\s/g, ""));
  });

  it("prints a 10,000-character name whole, over as many pages as it takes, inside the margins", async () => {
    const words = ["Anna", "王小明", "สมชาย", "Łukasz", "Smith-Jones", "x".repeat(120)];
    let name = "";
    for (let index = 0; name.length < 10_000; index++) name += `${words[index % words.length]} `;
    name = name.slice(0, 10_000);
    const bytes = await renderReceiptPdf(receiptFor(name));
    await expectValidAndInsideMargins(bytes);
    const pages = await pdfWordBoxes(bytes);
    expect(pages.length).toBeGreaterThan(1);
    const text = await pdftotext(bytes, "raw");
    expect(text.replace(/\s/g, "")).toContain(name.replace(/\s/g, ""));
    // The rows after the name follow it.
    expect(text.indexOf("Date of service")).toBeGreaterThan(text.indexOf(name.slice(-40).trim().split(" ").at(-1)!));
  });

  it("drops control characters and prints emoji", async () => {
    const bytes = await renderReceiptPdf(receiptFor("Anna\u0000\u0007\tMaria\nLee 😀 👍 Smith"));
    expect(await pdftotext(bytes)).toMatch(/Patient\s+Anna Maria Lee 😀 👍 Smith\n/);
    await expectValidAndInsideMargins(bytes);
  });

  it("embeds subsets of the fonts: a Latin receipt stays as small as before, one in many scripts small enough to mail", async () => {
    const latin = await renderReceiptPdf(receiptFor("Ольга Петрова"));
    expect(latin.toString("latin1")).toMatch(/\/FontFile2/);
    expect(latin.length).toBeLessThan(30_000);
    const scripts = await renderReceiptPdf(receiptFor("王小明 สมชาย ใจดี प्रिया शर्मा محمد علي דוד כהן 😀"));
    expect((await pdfFonts(scripts)).map((font) => font.name.split("+")[1])).toEqual([
      "DejaVuSans-Bold",
      "DejaVuSans",
      "NotoSansHans-Regular",
      "NotoSansThai-Regular",
      "NotoSansDevanagari-Regular",
      "NotoSansHebrew-Regular",
      "NotoSansArabic-Regular",
      "NotoEmoji-Regular",
    ]);
    expect(scripts.length).toBeLessThan(150_000);
  });
});
