import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdSlot, openSlots, postJson } from "#tests/support/booking-fixtures.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createLogger } from "./logger.ts";

/**
 * docs/product/decisions.md, 19: logs carry ids, never a patient's or a referrer's name, email, phone number, notes or
 * a message's subject. The real logger (its redaction and error serializer) records a booking paid in test
 * mode, a contact message and a referral, their mail held in the outbox; none of the values sent is in it.
 */
let lines = "";
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines += chunk.toString();
      done();
    },
  });
  t = await createTestApp({}, { logger: createLogger("trace", capture) });
}, 60_000);
afterAll(() => t.close());

const booker = {
  name: "Quentin Zabriskie",
  email: "quentin.zabriskie@example.org",
  phone: "0499 123 987",
  notes: "Right knee gives way on stairs",
};
const writer = {
  name: "Ottoline Vasquez",
  email: "ottoline.v@example.net",
  subject: "Question about hamstring grafts",
  message: "Is a hamstring graft slower to heal than a patellar one?",
};
const referrer = {
  ...sampleReferral,
  referrerName: "Dr Fenella Quarrington",
  email: "f.quarrington@clinic.example",
  phone: "(03) 9555 0199",
  patientName: "Barnaby Ulverston",
  patientEmail: "barnaby.u@example.com",
  notes: "Grade III ACL tear, reconstruction planned",
};

describe("personal data in logs", () => {
  it("finds none of what a patient, a visitor and a clinician sent", async () => {
    const [slot] = await openSlots(t.app);
    const holdId = await holdSlot(t.app, slot!, booker);
    const order = (await (await postJson(t.app, "/paypal/order", { holdId })).json()) as { id: string };
    expect((await t.app.request(`/paypal/test/orders/${order.id}/approve`, { method: "POST" })).status).toBe(200);
    expect((await t.app.request(`/paypal/order/${order.id}/capture`, { method: "POST" })).status).toBe(200);
    expect((await postJson(t.app, "/api/contact", writer)).status).toBe(201);
    expect((await postJson(t.app, "/api/referrals", referrer)).status).toBe(201);
    // A booking with bad details is refused and logged as a request like any other.
    expect((await postJson(t.app, "/api/bookings/hold", { ...booker, phone: "x", start_time: slot })).status).toBe(400);
    await t.services.mail.deliverDue();

    expect(lines).toContain("mail kept in the outbox");
    expect(lines).toContain("referral received");
    const sent = [booker, writer, referrer].flatMap((who) =>
      Object.values(who).filter((value): value is string => typeof value === "string" && value.length > 3),
    );
    const found = sent.filter((value) => lines.includes(value));
    expect(found).toEqual([]);
  });
});
