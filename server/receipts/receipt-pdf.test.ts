import { execFile } from "node:child_process";
import { describe, expect, it } from "vitest";
import { receiptContent } from "#core/receipts/receipt-content.ts";
import { pdfLines } from "#tests/support/pdf-text.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";

const receiptFor = (patientName: string) =>
  receiptContent({
    document: {
      number: 42,
      kind: "deposit",
      amountCents: 9_000,
      method: "paypal",
      issuedAt: new Date("2026-11-20T01:15:00Z"),
      creditsReceiptNumber: null,
    },
    appointmentDocuments: [{ number: 42, kind: "deposit", amountCents: 9_000 }],
    patientName,
    serviceStart: new Date("2026-11-25T22:30:00Z"),
    feeCents: 18_000,
    itemNumber: "560",
  });

/** Poppler's reading of the PDF, a second reader besides pdf.js: the text a fund's software would extract. */
async function pdftotext(bytes: Buffer): Promise<string> {
  const child = execFile("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { encoding: "utf8" });
  const out = new Promise<string>((resolve, reject) => {
    let text = "";
    child.stdout!.on("data", (chunk: string) => (text += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`pdftotext exited ${code}`))));
  });
  child.stdin!.end(bytes);
  return out;
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

  it.each(["Łukasz Nguyễn", "Ольга Петрова", "Zoë Đặng-Müller", "Ἀλέξανδρος Şahin"])(
    "keeps the patient's name as written: %s",
    async (name) => {
      const bytes = await renderReceiptPdf(receiptFor(name));
      expect(await pdfLines(bytes)).toContain(`Patient ${name}`);
      // NFC: poppler may hand back a precomposed letter as base + combining mark.
      expect((await pdftotext(bytes)).normalize("NFC")).toMatch(new RegExp(`Patient\\s+${name}`));
    },
  );

  it("embeds the font as a subset: a receipt stays small", async () => {
    const bytes = await renderReceiptPdf(receiptFor("Ольга Петрова"));
    expect(bytes.toString("latin1")).toMatch(/\/FontFile2/);
    expect(bytes.length).toBeLessThan(80_000);
  });
});
