import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HoldResponse } from "#contracts/booking.ts";
import { toSingleLine } from "#core/text/text-rules.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox, type MailOutboxRow } from "#db/schema/mail.ts";
import { receipts } from "#db/schema/receipts.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import { practiceContactMail } from "#server/contact/contact-mail.ts";
import { enqueueBalanceReceipt, enqueuePaymentLinkMail } from "#server/payments/balance-mail.ts";
import { enqueueReminderMail } from "#server/reminders/reminder-mail.ts";
import { TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { paidAppointment } from "#tests/support/balance-fixtures.ts";
import { openSlots, patient, postJson } from "#tests/support/booking-fixtures.ts";
import { readInvite } from "#tests/support/ical-reading.ts";
import { lines, messageHeaders, partContent, readHtml, readMessage } from "#tests/support/mail-reading.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { generatedValues, trickyValues } from "#tests/support/tricky-text.ts";

/**
 * Every kind of mail the site sends, over real SMTP to a local server, read back by postal-mime (MIME) and
 * parse5 (the HTML part): the headers the site wrote and no other, Subject, From, To and Reply-To decoding
 * to what was written, both parts as composed, the HTML holding no element of a name's making, every
 * attachment readable. Names and texts carry the tricky values, through the API where the contracts accept
 * them, straight into the outbox otherwise (as a row stored before the contracts' rules).
 */

const fromName = `Zoë's Physio, "ACL" Clinic`;
const fromAddress = "hello@clinic.example";
const practiceMailbox = "team@clinic.example";
/** The elements the site's mail layout is made of. */
const layoutElements = new Set(["html", "head", "meta", "title", "body", "div", "table", "tbody", "tr", "td", "th", "h1", "p", "a", "br"]);

const name = 'Zoë "Jo" O\'Brien; <b>Jr.</b> =?utf-8?B?SW5qZWN0ZWQ=?= 👩🏽‍⚕️ شريف';
const subject = "Knee & <i>hip</i> =1+1; =?utf-8?Q?x?= \u202eRTL\u202c";
const message = "Line one,\r\n.\r\nMAIL FROM:<evil@example.com>\n-- \nnot the signature\n<script>alert(1)</script>\tand a tab";

let sink: SmtpSink;
let t: TestApp;
let slots: string[];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: `"Zoë's Physio, \\"ACL\\" Clinic" <${fromAddress}>`,
    PRACTICE_MAILBOX: practiceMailbox,
    HOLDS_PER_HOUR: "1000",
    PAYMENT_REQUESTS_PER_HOUR: "1000",
  });
  slots = await openSlots(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Sends what is due, and answers each sent row with the message that arrived for it. */
async function deliverAll(): Promise<{ row: MailOutboxRow; raw: string }[]> {
  const before = sink.received.length;
  const outcomes = await t.services.mail.deliverDue();
  expect(outcomes.every((outcome) => outcome === "sent")).toBe(true);
  const arrived = (await sink.waitFor(before + outcomes.length)).slice(before);
  const rows = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, "sent"));
  return arrived.map((mail) => {
    const row = rows.find((candidate) => mail.headers.get("message-id") === candidate.messageId);
    expect(row, mail.headers.get("message-id")).toBeDefined();
    expect(mail.envelopeTo).toEqual([row!.toAddress]);
    return { row: row!, raw: mail.raw };
  });
}

/** One message as a mail program reads it, checked against its outbox row. */
async function expectWellFormed(row: MailOutboxRow, raw: string) {
  const label = `${row.kind} ${JSON.stringify(row.subject.slice(0, 60))}`;
  const mail = await readMessage(raw);
  const keys = mail.headers.map((header) => header.key);
  expect(
    keys.filter((key) => !messageHeaders.has(key)),
    label,
  ).toEqual([]);
  expect(new Set(keys).size, label).toBe(keys.length);
  expect(mail.from, label).toEqual({ name: fromName, address: fromAddress });
  expect(mail.to, label).toEqual([{ name: "", address: row.toAddress }]);
  expect(mail.replyTo, label).toEqual(row.replyTo ? [{ name: "", address: row.replyTo }] : undefined);
  expect(mail.subject, label).toBe(row.subject);
  expect(partContent(mail.text ?? ""), label).toBe(partContent(row.textBody));
  expect(lines(mail.text ?? ""), label).toContain("\n\n-- \n");
  expect(partContent(mail.html ?? ""), label).toBe(partContent(row.htmlBody));
  const html = readHtml(mail.html ?? "");
  expect(
    html.elements.map((element) => element.name).filter((element) => !layoutElements.has(element)),
    label,
  ).toEqual([]);
  expect(
    html.elements.filter((element) => element.name === "th").every((th) => th.attributes.scope === "row"),
    label,
  ).toBe(true);
  expect(
    mail.attachments.map((attachment) => attachment.filename),
    label,
  ).toEqual(row.attachments.map((attachment) => attachment.filename));
  for (const attachment of mail.attachments) {
    const content = Buffer.from(attachment.content as ArrayBuffer);
    if (attachment.mimeType === "text/calendar") expect(readInvite(content.toString("utf8")).allProperties, label).not.toContain("attach");
    else expect(content.subarray(0, 5).toString("latin1"), label).toBe("%PDF-");
  }
  return { mail, html };
}

describe("every kind of mail", () => {
  it("reads back as written, with the names and texts the patient, visitor or clinician gave", async () => {
    const db = t.services.database.db;
    const contact = await t.app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, email: "visitor@example.com", subject, message }),
    });
    expect(contact.status, await contact.clone().text()).toBe(201);
    const referral = await postJson(t.app, "/api/referrals", {
      ...sampleReferral,
      referrerName: name,
      clinicName: subject,
      patientName: name,
      notes: message,
      joinNetwork: true,
    });
    expect(referral.status, await referral.clone().text()).toBe(201);

    // Booked, moved and cancelled on the manage page; another booked and reminded, its balance asked and paid.
    const moved = await paidAppointment(t, slots[0]!, "moved@example.com", undefined, { name, notes: message });
    const token = t.services.manageLinks.tokenFor(moved);
    const held = await postJson(t.app, `/api/manage-booking/${token}/hold`, { start_time: slots.at(-1) });
    const { holdId } = (await held.json()) as HoldResponse;
    expect((await postJson(t.app, `/api/manage-booking/${token}/reschedule`, { holdId })).status).toBe(200);
    const cancel = await t.app.request(`/api/manage-booking/${token}/cancel`, { method: "POST", headers: { origin: TEST_ORIGIN } });
    expect(cancel.status).toBe(200);
    const reminded = await paidAppointment(t, slots[1]!, "reminded@example.com", undefined, { name, notes: message });
    const [row] = await db.select().from(appointments).where(eq(appointments.id, reminded));
    const [receipt] = await db.select().from(receipts).where(eq(receipts.appointmentId, reminded));
    await enqueueReminderMail(db, t.services, { ...row!, startAt: row!.startAt! });
    await enqueuePaymentLinkMail(db, t.services.config, row!, {
      url: `${t.services.config.publicUrl}/pay-balance/link`,
      amountCents: 9_000,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await enqueueBalanceReceipt(db, t.services.config, row!, {
      amountCents: 9_000,
      paidAt: new Date(),
      providerOrderId: "ORDER-1",
      receipt: receipt!,
    });

    // Paid first, the time to be chosen.
    const order = await postJson(t.app, "/paypal/order", { ...patient, name, email: "payfirst@example.com", notes: message });
    expect(order.status, await order.clone().text()).toBe(201);
    const { id } = (await order.json()) as { id: string };
    expect((await t.app.request(`/paypal/test/orders/${id}/approve`, { method: "POST" })).status).toBe(200);
    expect((await t.app.request(`/paypal/order/${id}/capture`, { method: "POST" })).status).toBe(200);

    // The patient of a booking asks for a sign-in link.
    expect((await postJson(t.app, "/api/patient/sign-in-link", { email: "reminded@example.com" })).status).toBe(202);

    const delivered = await deliverAll();
    expect(new Set(delivered.map(({ row }) => row.kind))).toEqual(
      new Set([
        "contact-practice",
        "contact-acknowledgement",
        "referral-practice",
        "referral-ack",
        "booking-confirmation",
        "booking-practice-notification",
        "booking-rescheduled",
        "booking-practice-rescheduled",
        "booking-cancellation",
        "booking-deposit-receipt",
        "booking-reminder",
        "balance-payment-link",
        "balance-receipt",
        "patient-sign-in-link",
      ]),
    );
    for (const { row, raw } of delivered) {
      const { mail, html } = await expectWellFormed(row, raw);
      // Where the message names the person or quotes them, it does so as they wrote it, in both parts.
      for (const given of [name, subject, message]) {
        if (!lines(row.textBody).includes(lines(given))) continue;
        expect(lines(mail.text ?? "")).toContain(lines(given));
        expect(lines(html.text)).toContain(lines(given).replaceAll("\n", ""));
      }
    }
    const toPractice = delivered.find(({ row }) => row.kind === "contact-practice")!;
    expect((await readMessage(toPractice.raw)).subject).toBe(`Website enquiry: ${subject}`);
  }, 120_000);
});

describe("any name and text, straight into the outbox", () => {
  it("reads back as written, on one line in the subject, with no header of its making", async () => {
    // PostgreSQL's text holds no NUL: no stored row can carry one.
    const values = [...trickyValues, ...generatedValues(24, 42)].map((value) => value.replaceAll("\u0000", ""));
    for (const value of values) {
      await enqueueMail(
        t.services.database.db,
        practiceContactMail({ name: value, email: "fuzz@example.com", subject: value, message: value }, practiceMailbox),
      );
    }
    const delivered = (await deliverAll()).filter(({ row }) => row.replyTo === "fuzz@example.com");
    expect(delivered).toHaveLength(values.length);
    for (const { row, raw } of delivered) {
      const { mail } = await expectWellFormed(row, raw);
      const value = values.find((candidate) => toSingleLine(`Website enquiry: ${candidate}`).trim() === mail.subject);
      expect(value, row.subject.slice(0, 80)).toBeDefined();
    }
  }, 120_000);
});
