import { describe, expect, it } from "vitest";
import { practice } from "#core/practice.ts";
import { receiptContent, receiptFilename, receiptReference, receiptTitle, type ReceiptInput } from "./receipt-content.ts";

const lines = (content: ReturnType<typeof receiptContent>) =>
  Object.fromEntries([...content.practiceLines, ...content.serviceLines, ...content.paymentLines].map((line) => [line.label, line.value]));

const deposit: ReceiptInput = {
  document: {
    number: 7,
    kind: "deposit",
    amountCents: 9_000,
    method: "paypal",
    issuedAt: new Date("2026-11-20T01:15:00Z"),
    creditsReceiptNumber: null,
  },
  appointmentDocuments: [{ number: 7, kind: "deposit", amountCents: 9_000 }],
  patientName: "Sam Patient",
  // 9:30 am in Melbourne (AEDT).
  serviceStart: new Date("2026-11-25T22:30:00Z"),
  feeCents: 18_000,
  itemNumber: "560",
};

describe("receiptContent", () => {
  it("prints every field a health fund asks of a deposit receipt", () => {
    const content = receiptContent(deposit);
    expect(content.title).toBe("Receipt");
    expect(content.reference).toBe("R-000007");
    expect(content.filename).toBe("receipt-R-000007.pdf");
    expect(lines(content)).toEqual({
      Practice: practice.siteName,
      Practitioner: `${practice.practitionerName}, Physiotherapist`,
      "AHPRA registration": practice.ahpraRegistration,
      "Provider number": practice.providerNumber,
      ABN: practice.abn,
      Patient: "Sam Patient",
      "Date of service": "Thursday 26 November 2026, 9:30 am AEDT (Melbourne time)",
      Service: "Telehealth physiotherapy consultation (video), 30 minutes",
      "Item number": "560",
      "Consultation fee": "$180.00 AUD",
      "Amount paid": "$90.00 AUD (deposit)",
      "Total paid so far": "$90.00 AUD",
      "Amount outstanding": "$90.00 AUD",
      "Payment method": "PayPal",
      "Date of payment": "Friday 20 November 2026, 12:15 pm AEDT (Melbourne time)",
    });
    expect(content.notes).toEqual(["Physiotherapy service: GST-free."]);
    // A receipt credits nothing: its payment lines are these, in this order, and no other.
    expect(content.paymentLines.map((line) => line.label)).toEqual([
      "Consultation fee",
      "Amount paid",
      "Total paid so far",
      "Amount outstanding",
      "Payment method",
      "Date of payment",
    ]);
  });

  it("counts only the documents up to this one: the deposit's receipt stays the same after the balance", () => {
    const documents = [
      { number: 7, kind: "deposit" as const, amountCents: 9_000 },
      { number: 12, kind: "balance" as const, amountCents: 9_000 },
    ];
    expect(lines(receiptContent({ ...deposit, appointmentDocuments: documents }))["Total paid so far"]).toBe("$90.00 AUD");
    const balance = lines(
      receiptContent({
        ...deposit,
        document: { ...deposit.document, number: 12, kind: "balance", method: "test" },
        appointmentDocuments: documents,
      }),
    );
    expect(balance).toMatchObject({
      "Amount paid": "$90.00 AUD (balance)",
      "Total paid so far": "$180.00 AUD",
      "Amount outstanding": "$0.00 AUD",
      "Payment method": "Test payment (the site's test mode: no money moved)",
    });
  });

  it("writes a credit note with its own number, naming the receipt it credits, nothing left to pay", () => {
    const content = receiptContent({
      ...deposit,
      document: {
        number: 9,
        kind: "refund",
        amountCents: 9_000,
        method: "paypal",
        issuedAt: new Date("2026-11-21T03:00:00Z"),
        creditsReceiptNumber: 7,
      },
      appointmentDocuments: [
        { number: 7, kind: "deposit", amountCents: 9_000 },
        { number: 9, kind: "refund", amountCents: 9_000 },
      ],
    });
    expect(content.title).toBe("Credit note");
    expect(content.reference).toBe("CN-000009");
    expect(content.filename).toBe("credit-note-CN-000009.pdf");
    expect(lines(content)).toMatchObject({
      "Credits receipt": "R-000007",
      "Amount refunded": "$90.00 AUD (refund of deposit)",
      "Total paid so far": "$0.00 AUD",
      "Amount outstanding": "$0.00 AUD",
      "Refunded to": "PayPal",
      "Date of refund": "Saturday 21 November 2026, 2:00 pm AEDT (Melbourne time)",
    });
  });

  it("says a test payment moved no money, and a time not chosen yet", () => {
    const content = receiptContent({ ...deposit, serviceStart: null, document: { ...deposit.document, method: "test" } });
    expect(lines(content)["Date of service"]).toBe("To be scheduled");
    expect(content.notes).toContain("Test mode: this payment went through the site's built-in test payments. No real money moved.");
  });

  it("names documents for the download lists", () => {
    expect(receiptReference(123_456_7, "balance")).toBe("R-1234567");
    expect(receiptFilename(3, "refund")).toBe("credit-note-CN-000003.pdf");
    expect([receiptTitle("deposit"), receiptTitle("balance"), receiptTitle("refund")]).toEqual([
      "Deposit receipt",
      "Balance receipt",
      "Credit note",
    ]);
  });
});
