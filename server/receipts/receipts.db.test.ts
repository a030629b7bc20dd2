import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFeeSchedule } from "#core/fees.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { appointments, type NewAppointmentRow } from "#db/schema/appointments.ts";
import { expectConstraintViolation } from "#tests/support/constraint-violation.ts";
import { pdfLines } from "#tests/support/pdf-text.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { NotFoundError } from "#server/errors.ts";
import { issueReceipt, receiptAttachment } from "./issue-receipt.ts";
import { listReceipts, receiptAttachmentLoaders, receiptPdf } from "./receipt-documents.ts";

const settings = { fees: defaultFeeSchedule, receipts: { healthFundItemNumber: "560" } };
const clinicalNotes = "Left ACL reconstruction 12 May, hamstring graft, knee swelling after running";
let database: DatabaseHandle;
let serial = 0;

async function appointment(overrides: Partial<NewAppointmentRow> = {}): Promise<string> {
  serial += 1;
  const start = new Date("2026-11-25T22:30:00Z");
  const id = randomUUID();
  await database.db.insert(appointments).values({
    id,
    status: "confirmed",
    name: `Patient ${serial}`,
    email: `patient${serial}@example.com`,
    phone: "0400 000 000",
    notes: clinicalNotes,
    startAt: new Date(start.getTime() + serial * 3_600_000),
    endAt: new Date(start.getTime() + serial * 3_600_000 + 30 * 60_000),
    blockedUntil: new Date(start.getTime() + serial * 3_600_000 + 45 * 60_000),
    paymentProvider: "paypal",
    paymentOrderId: `ORDER-${serial}`,
    depositCents: 9_000,
    balanceCents: 9_000,
    depositPaidAt: new Date(),
    ...overrides,
  });
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

describe("receipt numbers", () => {
  it("are unique and consecutive when many payments are recorded at once", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => appointment()));
    const issued = await Promise.all(
      ids.map((appointmentId) =>
        database.db.transaction(async (tx) => {
          // Each payment's transaction stays open a moment, so on PostgreSQL they overlap.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return issueReceipt(tx, { appointmentId, kind: "deposit", amountCents: 9_000, method: "paypal" });
        }),
      ),
    );
    const numbers = issued.map((row) => row.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers.at(-1)! - numbers[0]!).toBe(11);
  });

  it("are never reused: a payment rolled back leaves its number unused, the next one goes on", async () => {
    const id = await appointment();
    const first = await issueReceipt(database.db, { appointmentId: id, kind: "deposit", amountCents: 9_000, method: "paypal" });
    await expect(
      database.db.transaction(async (tx) => {
        await issueReceipt(tx, { appointmentId: id, kind: "balance", amountCents: 9_000, method: "paypal" });
        throw new Error("the provider's capture could not be verified");
      }),
    ).rejects.toThrow("verified");
    const next = await issueReceipt(database.db, { appointmentId: id, kind: "balance", amountCents: 9_000, method: "paypal" });
    expect(next.number).toBe(first.number + 2);
    expect((await listReceipts(database.db, id)).map((receipt) => receipt.number)).toEqual([first.number, next.number]);
  });

  it("refuse a second receipt for the same payment and a second credit note for one receipt", async () => {
    const id = await appointment();
    const deposit = await issueReceipt(database.db, { appointmentId: id, kind: "deposit", amountCents: 9_000, method: "paypal" });
    await expectConstraintViolation(
      issueReceipt(database.db, { appointmentId: id, kind: "deposit", amountCents: 9_000, method: "paypal" }),
      "unique_violation",
      "receipts_one_payment_uq",
    );
    await issueReceipt(database.db, {
      appointmentId: id,
      kind: "refund",
      amountCents: 9_000,
      method: "paypal",
      creditsReceiptNumber: deposit.number,
    });
    await expectConstraintViolation(
      issueReceipt(database.db, {
        appointmentId: id,
        kind: "refund",
        amountCents: 9_000,
        method: "paypal",
        creditsReceiptNumber: deposit.number,
      }),
      "unique_violation",
      "receipts_one_credit_note_uq",
    );
    // A credit note always names its receipt.
    await expectConstraintViolation(
      issueReceipt(database.db, { appointmentId: id, kind: "refund", amountCents: 9_000, method: "paypal" }),
      "check_violation",
      "receipts_credit_note_credits",
    );
  });
});

describe("the receipt's PDF", () => {
  it("is rendered from the row and the appointment, with no clinical notes", async () => {
    const id = await appointment({ name: "Sam Patient" });
    const deposit = await issueReceipt(database.db, { appointmentId: id, kind: "deposit", amountCents: 9_000, method: "paypal" });
    const pdf = await receiptPdf(database.db, settings, deposit.number, id);
    expect(pdf.filename).toBe(`receipt-R-${String(deposit.number).padStart(6, "0")}.pdf`);
    const text = await pdfLines(pdf.bytes);
    expect(text).toContain("Patient Sam Patient");
    expect(text).toContain("Amount paid $90.00 AUD (deposit)");
    expect(text).toContain("Amount outstanding $90.00 AUD");
    expect(text).toContain("Item number 560");
    const all = text.join("\n");
    for (const word of ["ACL reconstruction", "hamstring", "swelling", "@example.com", "0400"]) expect(all).not.toContain(word);
  });

  it("of a credit note, issued through issueReceipt as the refund path will, names the receipt it credits", async () => {
    const id = await appointment({ name: "Ari Refund", paymentProvider: "test" });
    const deposit = await issueReceipt(database.db, { appointmentId: id, kind: "deposit", amountCents: 9_000, method: "test" });
    const note = await issueReceipt(database.db, {
      appointmentId: id,
      kind: "refund",
      amountCents: 9_000,
      method: "test",
      creditsReceiptNumber: deposit.number,
    });
    const attachment = receiptAttachment(note);
    expect(attachment).toEqual({
      filename: `credit-note-CN-${String(note.number).padStart(6, "0")}.pdf`,
      contentType: "application/pdf",
      ref: { type: "receipt", id: String(note.number) },
    });
    // What the mail worker does at send time.
    const bytes = await receiptAttachmentLoaders(database.db, settings).receipt!({ type: "receipt", id: String(note.number) });
    const text = await pdfLines(bytes);
    expect(text).toContain("Credit note");
    expect(text).toContain(`No. CN-${String(note.number).padStart(6, "0")}`);
    expect(text).toContain(`Credits receipt R-${String(deposit.number).padStart(6, "0")}`);
    expect(text).toContain("Amount refunded $90.00 AUD (refund of deposit)");
    expect(text).toContain("Total paid so far $0.00 AUD");
    expect(text).toContain("Amount outstanding $0.00 AUD");
    expect(text).toContain("Refunded to Test payment (the site's test mode: no money moved)");
  });

  it("is not found through another appointment", async () => {
    const mine = await appointment();
    const other = await appointment();
    const receipt = await issueReceipt(database.db, { appointmentId: mine, kind: "deposit", amountCents: 9_000, method: "paypal" });
    await expect(receiptPdf(database.db, settings, receipt.number, other)).rejects.toBeInstanceOf(NotFoundError);
    await expect(receiptPdf(database.db, settings, 999_999, mine)).rejects.toBeInstanceOf(NotFoundError);
  });
});
