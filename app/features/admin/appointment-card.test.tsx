import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminAppointment, AdminAppointmentRoom } from "#contracts/admin.ts";
import type { IntakeState } from "#contracts/intake.ts";
import { AppointmentCard } from "./appointment-card.tsx";
import { cardActions } from "./card-rules.ts";

const appointment: AdminAppointment = {
  id: "3f2b8c1e-0000-4000-8000-000000000001",
  name: "Sam Patient",
  email: "sam@example.com",
  phone: "0400 000 000",
  // 10:00 am in Melbourne, summer (AEDT); 7:00 am in Perth.
  date: "2026-01-14T23:00:00.000Z",
  calendlyEventTime: null,
  notes: "Left ACL, surgery in May",
  isPaid: true,
  consultationCompleted: false,
  finalPaymentProcessed: false,
  paypalOrderId: "ORDER-1",
  stripePaymentIntentId: null,
  badge: "Scheduled",
  paymentMethod: "PayPal",
  depositCents: 9_000,
  balanceCents: 9_000,
  testMode: false,
  schedulingProvider: "builtin",
  patientTimeZone: "Australia/Perth",
  canChargeSavedMethod: true,
  cancelled: false,
  receipts: [],
  patientId: null,
};

const text = (card: AdminAppointment, room?: AdminAppointmentRoom) =>
  renderToStaticMarkup(<AppointmentCard appointment={card} room={room} />)
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

describe("AppointmentCard", () => {
  it("shows who, when in Melbourne and the patient's own time, payments, method and notes", () => {
    const card = text(appointment);
    for (const part of ["Sam Patient", "sam@example.com", "0400 000 000", "Scheduled", "Left ACL, surgery in May"]) {
      expect(card).toContain(part);
    }
    expect(card).toContain("Thursday 15 January 2026, 10:00 am AEDT");
    expect(card).toContain("Patient's time: Thu 15 Jan, 7:00 am (Perth)");
    expect(card).toContain("Deposit $90 paid");
    expect(card).toContain("Remaining $90 not paid yet");
    expect(card).toContain("Method PayPal");
    expect(card).not.toContain("Test");
  });

  it("renders the fee schedule's amounts, never the spec's $60/$150", () => {
    const card = text({ ...appointment, depositCents: 9_000, balanceCents: 9_000 });
    expect(card).not.toMatch(/\$60|\$150/);
    expect(text({ ...appointment, depositCents: 5_000, balanceCents: 13_050 })).toContain("Remaining $130.50");
  });

  it("says 'Calendly Managed' when Calendly owns a time it has not told us, and shows Calendly's time when known", () => {
    const calendly = { ...appointment, schedulingProvider: "calendly", date: null };
    expect(text(calendly)).toContain("Calendly Managed");
    expect(text({ ...calendly, calendlyEventTime: appointment.date })).toContain("10:00 am AEDT");
    expect(text({ ...appointment, date: null })).toContain("Time not chosen yet");
  });

  it("marks test bookings, cancellations and each badge; leaves out empty notes", () => {
    const card = text({ ...appointment, testMode: true, paymentMethod: "Test", cancelled: true, notes: null });
    expect(card).toContain("Test booking");
    expect(card).toContain("Cancelled");
    expect(card).not.toContain("Scheduled");
    expect(card).toContain("Method Test");
    expect(card).not.toContain("Patient notes");
    expect(text({ ...appointment, badge: "Fully Paid", finalPaymentProcessed: true })).toContain("Remaining $90 paid");
  });

  it("says a cancelled appointment's deposit was refunded (its credit note exists) or kept, and owes nothing more", () => {
    const creditNote = {
      number: 7,
      reference: "CN-000007",
      kind: "refund",
      amountCents: 9_000,
      issuedAt: "2026-01-10T00:00:00.000Z",
      filename: "credit-note-CN-000007.pdf",
    } as const;
    const refunded = text({ ...appointment, cancelled: true, receipts: [creditNote] });
    expect(refunded).toContain("Deposit $90 Refunded");
    expect(refunded).not.toContain("Remaining");
    const kept = text({ ...appointment, cancelled: true });
    expect(kept).toContain("Deposit $90 Kept");
    expect(kept).not.toContain("Remaining");
  });

  it("leads to the patient's record when the booking has one, named by whose it is", () => {
    const patientId = "3f2b8c1e-0000-4000-8000-0000000000aa";
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <AppointmentCard appointment={{ ...appointment, patientId }} />
      </MemoryRouter>,
    );
    expect(html).toContain(`href="/admin/patients/${patientId}"`);
    expect(html).toContain('aria-label="Patient record: Sam Patient, sam@example.com"');
    expect(text(appointment)).not.toContain("Patient record");
  });
});

describe("AppointmentCard's consultation room", () => {
  const room: AdminAppointmentRoom = { patientIn: false, practitionerIn: false, patientJoinedAt: null, callSeconds: 0, current: true };
  const html = (card: AdminAppointment, state: AdminAppointmentRoom) =>
    renderToStaticMarkup(<AppointmentCard appointment={card} room={state} />);

  it("leads into the room while it can be used, and says nothing of who is in when nobody is", () => {
    expect(html(appointment, room)).toContain(`href="/admin/consultations/${appointment.id}"`);
    expect(text(appointment, room)).toContain("Start video consultation");
    expect(text(appointment, room)).not.toMatch(/waiting|joined/);
    expect(text(appointment, { ...room, current: false })).not.toContain("Start video consultation");
    expect(text({ ...appointment, cancelled: true }, room)).not.toContain("Start video consultation");
  });

  it("says the patient is waiting, in a status a screen reader announces, and when she came in", () => {
    const waiting = { ...room, patientIn: true, patientJoinedAt: "2026-01-14T22:52:00.000Z" };
    expect(html(appointment, waiting)).toMatch(/<p role="status"[^>]*>Patient waiting<\/p>/);
    expect(text(appointment, waiting)).toContain("Patient joined at 9:52 am AEDT");
  });

  it("says the call is under way, and how long it lasted once over", () => {
    const joined = { ...room, patientJoinedAt: "2026-01-14T22:52:00.000Z" };
    expect(text(appointment, { ...joined, patientIn: true, practitionerIn: true, callSeconds: 300 })).toContain(
      "In the video consultation Patient joined at 9:52 am AEDT · call so far 5 min",
    );
    expect(text(appointment, { ...joined, callSeconds: 23 * 60 + 59, current: false })).toContain("call lasted 23 min");
    expect(text(appointment, { ...joined, callSeconds: 40 })).toContain("call lasted under a minute");
  });
});

describe("AppointmentCard's intake", () => {
  const patientId = "5a1d0c2e-0000-4000-8000-000000000002";
  const html = (card: AdminAppointment, state: IntakeState) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <AppointmentCard appointment={card} intake={{ patientId, state }} />
      </MemoryRouter>,
    );

  it("links to the intake once the patient has sent it", () => {
    expect(html(appointment, "submitted")).toMatch(new RegExp(`<a [^>]*href="/admin/patients/${patientId}/intake"[^>]*>Read intake</a>`));
    expect(html(appointment, "submitted")).not.toContain("Intake not completed");
  });

  it("says the intake is not completed until then, with the draft when one is begun", () => {
    expect(html(appointment, "none")).toContain("Intake not completed");
    expect(html(appointment, "none")).not.toContain("/intake");
    expect(html(appointment, "draft")).toContain("Intake not completed");
    expect(html(appointment, "draft")).toMatch(new RegExp(`<a [^>]*href="/admin/patients/${patientId}/intake"[^>]*>Read the draft</a>`));
  });

  it("says nothing of it on a cancelled appointment", () => {
    expect(html({ ...appointment, cancelled: true }, "none")).not.toContain("Intake");
  });
});

describe("cardActions", () => {
  it("offers marking complete until it is, then charging the saved method or a payment link", () => {
    expect(cardActions(appointment)).toEqual({ markComplete: true, cancel: true, collect: null });
    const completed = { ...appointment, consultationCompleted: true, badge: "Ready for Final Payment" as const };
    expect(cardActions(completed)).toEqual({ markComplete: false, cancel: false, collect: "Charge Remaining $90" });
    expect(cardActions({ ...completed, canChargeSavedMethod: false })).toEqual({
      markComplete: false,
      cancel: false,
      collect: "Create Payment Link ($90)",
    });
    expect(cardActions({ ...completed, balanceCents: 15_000 }).collect).toBe("Charge Remaining $150");
  });

  it("offers nothing once fully paid, cancelled or unpaid", () => {
    const none = { markComplete: false, cancel: false, collect: null };
    expect(cardActions({ ...appointment, consultationCompleted: true, finalPaymentProcessed: true })).toEqual(none);
    expect(cardActions({ ...appointment, cancelled: true })).toEqual(none);
    expect(cardActions({ ...appointment, isPaid: false })).toEqual(none);
  });
});
