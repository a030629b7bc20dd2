import { describe, expect, it } from "vitest";
import { receiptContent } from "#core/receipts/receipt-content.ts";
import { pdfLines } from "#tests/support/pdf-text.ts";
import { renderReceiptPdf, toWinAnsi } from "./receipt-pdf.ts";

describe("renderReceiptPdf", () => {
  it("writes a PDF whose text reads back line by line: the title, the number and every field", async () => {
    const content = receiptContent({
      document: { number: 42, kind: "deposit", amountCents: 9_000, method: "paypal", issuedAt: new Date("2026-11-20T01:15:00Z"), creditsReceiptNumber: null },
      appointmentDocuments: [{ number: 42, kind: "deposit", amountCents: 9_000 }],
      patientName: "Zoë O'Brien-Nguyễn",
      serviceStart: new Date("2026-11-25T22:30:00Z"),
      feeCents: 18_000,
      itemNumber: "560",
    });
    const bytes = await renderReceiptPdf(content);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfLines(bytes);
    expect(text).toContain("Receipt");
    expect(text).toContain("No. R-000042");
    for (const line of [...content.practiceLines, ...content.serviceLines, ...content.paymentLines]) {
      expect(text).toContain(`${line.label} ${toWinAnsi(line.value)}`);
    }
    expect(text).toContain("Patient Zoë O'Brien-Nguyen");
    expect(text).toContain("Physiotherapy service: GST-free.");
  });
});

describe("toWinAnsi", () => {
  it("keeps what Helvetica draws and drops only the accents it cannot", () => {
    expect(toWinAnsi("Zoë Müller – “Ça va” €5")).toBe("Zoë Müller – “Ça va” €5");
    expect(toWinAnsi("Nguyễn Đặng")).toBe("Nguyen ?ang");
    expect(toWinAnsi("王")).toBe("?");
  });
});
