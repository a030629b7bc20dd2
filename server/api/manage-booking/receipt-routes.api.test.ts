import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAppointmentsPage } from "#contracts/admin.ts";
import type { CompletedBooking } from "#contracts/payments.ts";
import { receiptApi, type ReceiptList } from "#contracts/receipts.ts";
import { receipts } from "#db/schema/receipts.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";
import { testAdminSettings, signInAsAdmin } from "#tests/support/admin-session.ts";
import { adminPost, completedAppointment, type AdminHeaders } from "#tests/support/balance-fixtures.ts";
import { openSlots, patient, postJson } from "#tests/support/booking-fixtures.ts";
import { pdfLines } from "#tests/support/pdf-text.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let sink: SmtpSink;
let admin: AdminHeaders;
let slots: string[];
const db = () => t.services.database.db;
const reference = (number: number) => `R-${String(number).padStart(6, "0")}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ ...testAdminSettings, SMTP_URL: sink.url, HEALTH_FUND_ITEM_NUMBER: "565" });
  admin = await signInAsAdmin(t.app);
  slots = await openSlots(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Sends what the outbox holds and answers the mails that reached `email`. */
async function deliveredTo(email: string): Promise<ReceivedMail[]> {
  await t.services.mail.deliverDue();
  return sink.received.filter((mail) => mail.envelopeTo.includes(email));
}

async function receiptsOf(appointmentId: string) {
  return db().select().from(receipts).where(eq(receipts.appointmentId, appointmentId)).orderBy(receipts.number);
}

async function tokenOf(appointmentId: string): Promise<string> {
  const url = await manageLinkFor(db(), t.services.manageLinks, appointmentId);
  return url.split("/").at(-1)!;
}

const adminGet = (path: string) => t.app.request(path, { headers: admin });

describe("receipts after each payment", () => {
  let appointmentId: string;

  it("attaches the deposit's receipt to the confirmation mail, rendered when the mail is sent", async () => {
    appointmentId = await completedAppointment(t, admin, slots[0]!, "deposit@example.com");
    const [deposit] = await receiptsOf(appointmentId);
    expect(deposit).toMatchObject({ kind: "deposit", amountCents: 9_000, method: "test", creditsReceiptNumber: null });

    const confirmation = (await deliveredTo("deposit@example.com")).find((mail) => mail.subject.startsWith("Booking confirmed"))!;
    expect(confirmation.text).toContain("Your receipt for the deposit is attached as a PDF");
    const pdf = confirmation.attachments.find((attachment) => attachment.contentType.startsWith("application/pdf"))!;
    expect(pdf.filename).toBe(`receipt-${reference(deposit!.number)}.pdf`);
    const text = await pdfLines(pdf.content);
    expect(text).toContain(`No. ${reference(deposit!.number)}`);
    expect(text).toContain(`Patient ${patient.name}`);
    expect(text).toContain("Service Telehealth physiotherapy consultation (video), 30 minutes");
    expect(text).toContain("Item number 565");
    expect(text).toContain("Amount paid $90.00 AUD (deposit)");
    expect(text).toContain("Total paid so far $90.00 AUD");
    expect(text).toContain("Amount outstanding $90.00 AUD");
    expect(text).toContain("Payment method Test payment (the site's test mode: no money moved)");
    expect(text).toContain("Physiotherapy service: GST-free.");
    // The booking's notes are clinical: never on a receipt.
    expect(text.join("\n")).not.toContain(patient.notes);
  });

  it("attaches the balance's receipt to the paid-in-full mail", async () => {
    const charged = await adminPost(t, admin, "/api/admin/charge-remaining", { appointmentId, testOutcome: "approve" });
    expect(charged.status).toBe(200);
    const [deposit, balance] = await receiptsOf(appointmentId);
    expect(balance).toMatchObject({ kind: "balance", amountCents: 9_000, method: "test" });
    expect(balance!.number).toBeGreaterThan(deposit!.number);

    const mail = (await deliveredTo("deposit@example.com")).find(
      (received) => received.subject === "Receipt: ACL Rehabilitation Consultation paid in full",
    )!;
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`receipt-${reference(balance!.number)}.pdf`]);
    const text = await pdfLines(mail.attachments[0]!.content);
    expect(text).toContain("Amount paid $90.00 AUD (balance)");
    expect(text).toContain("Total paid so far $180.00 AUD");
    expect(text).toContain("Amount outstanding $0.00 AUD");
    expect(text.join("\n")).not.toContain(patient.notes);
  });

  it("attaches the deposit's receipt to the 'choose your time' mail when the deposit is paid first", async () => {
    const created = await postJson(t.app, "/paypal/order", {
      ...patient,
      email: "payfirst@example.com",
      timeZone: "Europe/London",
      amount: "0.01",
    });
    const { id: orderId } = (await created.json()) as { id: string };
    await t.app.request(`/paypal/test/orders/${orderId}/approve`, { method: "POST" });
    const captured = (await (await t.app.request(`/paypal/order/${orderId}/capture`, { method: "POST" })).json()) as {
      booking: CompletedBooking;
    };
    const [deposit] = await receiptsOf(captured.booking.appointmentId);
    const mail = (await deliveredTo("payfirst@example.com")).find((received) => received.subject.startsWith("Deposit received"))!;
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`receipt-${reference(deposit!.number)}.pdf`]);
    const text = await pdfLines(mail.attachments[0]!.content);
    expect(text).toContain("Date of service To be scheduled");
    expect(text).toContain("Amount paid $90.00 AUD (deposit)");
  });

  it("numbers deposits paid at the same moment uniquely and consecutively", async () => {
    const before = await db().select({ number: receipts.number }).from(receipts);
    const ids = await Promise.all(slots.slice(1, 7).map((slot, index) => completedAppointment(t, admin, slot, `many${index}@example.com`)));
    const numbers = (await Promise.all(ids.map(receiptsOf))).map(([row]) => row!.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers[0]).toBe(Math.max(...before.map((row) => row.number)) + 1);
    expect(numbers.at(-1)! - numbers[0]!).toBe(5);
  });

  it("lists the receipts on the admin dashboard's card", async () => {
    const response = await adminGet("/api/admin/appointments?view=upcoming");
    const page = (await response.json()) as AdminAppointmentsPage;
    const card = page.appointments.find((appointment) => appointment.id === appointmentId)!;
    expect(card.receipts.map((receipt) => [receipt.kind, receipt.amountCents])).toEqual([
      ["deposit", 9_000],
      ["balance", 9_000],
    ]);
  });

  describe("downloads", () => {
    it("gives the practitioner the PDF as a private attachment, and no one without the session", async () => {
      const [deposit] = await receiptsOf(appointmentId);
      const response = await adminGet(receiptApi.adminPdf(appointmentId, deposit!.number));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toContain(`attachment; filename="receipt-${reference(deposit!.number)}.pdf"`);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await pdfLines(new Uint8Array(await response.arrayBuffer()))).toContain(`No. ${reference(deposit!.number)}`);

      expect((await t.app.request(receiptApi.adminPdf(appointmentId, deposit!.number))).status).toBe(401);
      const other = (await receiptsOf(await completedAppointment(t, admin, slots[8]!, "other@example.com")))[0]!;
      expect((await adminGet(receiptApi.adminPdf(appointmentId, other.number))).status).toBe(404);
      expect((await adminGet(receiptApi.adminPdf("not-an-id", deposit!.number))).status).toBe(404);
      expect((await adminGet(receiptApi.adminPdf(appointmentId, 0))).status).toBe(404);
    });

    it("gives the patient's link its own appointment's receipts, and nothing of another's", async () => {
      const token = await tokenOf(appointmentId);
      const list = await t.app.request(receiptApi.patientList(token));
      expect(list.status).toBe(200);
      expect(list.headers.get("cache-control")).toBe("no-store");
      const { receipts: mine } = (await list.json()) as ReceiptList;
      expect(mine.map((receipt) => receipt.kind)).toEqual(["deposit", "balance"]);
      expect(mine[0]!.reference).toBe(reference(mine[0]!.number));

      const pdf = await t.app.request(receiptApi.patientPdf(token, mine[1]!.number));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-disposition")).toContain(`filename="${mine[1]!.filename}"`);
      expect(pdf.headers.get("cache-control")).toBe("no-store");
      expect(await pdfLines(new Uint8Array(await pdf.arrayBuffer()))).toContain("Amount paid $90.00 AUD (balance)");

      const page = (await (await adminGet("/api/admin/appointments?view=upcoming")).json()) as AdminAppointmentsPage;
      const otherId = page.appointments.find((appointment) => appointment.email === "other@example.com")!.id;
      const others = await receiptsOf(otherId);
      expect((await t.app.request(receiptApi.patientPdf(token, others[0]!.number))).status).toBe(404);
      const otherToken = await tokenOf(otherId);
      expect((await t.app.request(receiptApi.patientPdf(otherToken, mine[0]!.number))).status).toBe(404);
      const unknown = "A".repeat(43);
      expect((await t.app.request(receiptApi.patientList(unknown))).status).toBe(404);
      expect((await t.app.request(receiptApi.patientPdf(unknown, mine[0]!.number))).status).toBe(404);
    });
  });
});
