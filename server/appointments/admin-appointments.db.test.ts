import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminAppointmentsQuery } from "#contracts/admin.ts";
import { defaultFeeSchedule } from "#core/fees.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { appointments, type NewAppointmentRow } from "#db/schema/appointments.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { patients } from "#db/schema/patients.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import { patientForBooking } from "#server/patients/patient-for-booking.ts";
import { ADMIN_PAGE_SIZE, escapeLike, listAdminAppointments } from "./list-admin-appointments.ts";
import { markConsultationComplete } from "./mark-consultation-complete.ts";

const now = new Date("2026-03-10T00:00:00Z");
const HOUR = 3_600_000;
let database: DatabaseHandle;
let serial = 0;

/** A paid, confirmed appointment `hours` from now (negative: in the past), with overrides. */
function paid(hours: number | null, overrides: Partial<NewAppointmentRow> = {}): NewAppointmentRow {
  serial += 1;
  const start = hours === null ? null : new Date(now.getTime() + hours * HOUR);
  return {
    id: randomUUID(),
    status: start ? "confirmed" : "awaiting_time",
    name: `Patient ${serial}`,
    email: `patient${serial}@example.com`,
    phone: "0400 000 000",
    startAt: start,
    endAt: start && new Date(start.getTime() + 30 * 60_000),
    blockedUntil: start && new Date(start.getTime() + 45 * 60_000),
    paymentProvider: "test",
    paymentOrderId: `TEST-${serial}`,
    depositCents: 9_000,
    depositPaidAt: new Date(now.getTime() - 30 * 24 * HOUR),
    ...overrides,
  };
}

async function insert(...rows: NewAppointmentRow[]) {
  await database.db.insert(appointments).values(rows);
  return rows.map((row) => row.id!);
}

const list = (query: AdminAppointmentsQuery) =>
  listAdminAppointments(database.db, query, { fees: defaultFeeSchedule, graceMinutes: 30 }, now);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(appointments);
  await database.db.delete(auditEvents);
});

describe("listAdminAppointments", () => {
  it("shows upcoming appointments soonest first, then those without a time; past ones most recent first", async () => {
    const [later, soon, noTime, earlier, recent] = await insert(paid(48), paid(2), paid(null), paid(-72), paid(-3));
    const upcoming = await list({ view: "upcoming" });
    expect(upcoming.appointments.map((a) => a.id)).toEqual([soon, later, noTime]);
    expect(upcoming.nextCursor).toBeNull();
    const past = await list({ view: "past" });
    expect(past.appointments.map((a) => a.id)).toEqual([recent, earlier]);
  });

  it("says whether each appointment's patient has sent the intake, for those with a patient record", async () => {
    const [sent, begun, none] = [randomUUID(), randomUUID(), randomUUID()];
    const people = [sent, begun, none].map((id) => ({ id, name: "Sam", email: `${id}@example.com`, emailKey: `${id}@example.com` }));
    await database.db.insert(patients).values(people);
    const sealed = "aes-gcm:v1:sealed";
    await database.db.insert(patientIntakes).values([
      { patientId: sent, answersSealed: sealed, submittedAt: now },
      { patientId: begun, answersSealed: sealed },
    ]);
    // The fourth has no patient record (a row from before the record): no intake state at all.
    const [a, b, c] = await insert(paid(1, { patientId: sent }), paid(2, { patientId: begun }), paid(3, { patientId: none }), paid(4));
    expect((await list({ view: "upcoming" })).intakes).toEqual({
      [a!]: { patientId: sent, state: "submitted" },
      [b!]: { patientId: begun, state: "draft" },
      [c!]: { patientId: none, state: "none" },
    });
  });

  it("leaves out holds, live or lapsed, and unpaid cancellations; lists paid cancellations under Past", async () => {
    const holdFields = { status: "held" as const, depositPaidAt: null, holdExpiresAt: new Date(now.getTime() + 600_000) };
    const [paidCancelled] = await insert(
      paid(24, { status: "cancelled", cancelledAt: now }),
      paid(30, holdFields),
      paid(36, { ...holdFields, status: "expired" }),
      paid(40, { status: "cancelled", depositPaidAt: null }),
    );
    expect((await list({ view: "upcoming" })).appointments).toEqual([]);
    const past = await list({ view: "past" });
    expect(past.appointments.map((a) => [a.id, a.cancelled])).toEqual([[paidCancelled, true]]);
  });

  it("answers each card's fields", async () => {
    const patientId = await patientForBooking(database.db, { name: "Alex Example", email: "alex@example.com" });
    const [id] = await insert(
      paid(5, {
        patientId,
        name: "Alex Example",
        notes: "Left ACL, surgery in May",
        patientTimeZone: "Australia/Perth",
        savedPaymentMethodId: "TESTPM-1",
        consultationCompletedAt: now,
      }),
    );
    const [card] = (await list({})).appointments;
    expect(card).toEqual({
      id,
      name: "Alex Example",
      email: expect.stringMatching(/@example\.com$/),
      phone: "0400 000 000",
      date: new Date(now.getTime() + 5 * HOUR).toISOString(),
      calendlyEventTime: null,
      notes: "Left ACL, surgery in May",
      isPaid: true,
      consultationCompleted: true,
      finalPaymentProcessed: false,
      paypalOrderId: null,
      stripePaymentIntentId: null,
      badge: "Ready for Final Payment",
      paymentMethod: "Test",
      depositCents: 9_000,
      balanceCents: 9_000,
      testMode: true,
      schedulingProvider: "builtin",
      patientTimeZone: "Australia/Perth",
      canChargeSavedMethod: true,
      cancelled: false,
      receipts: [],
      patientId,
    });
  });

  it("searches names and emails without regard to case, taking % and _ literally", async () => {
    const [jo, percent] = await insert(
      paid(1, { name: "Jo Brown", email: "jo@example.com" }),
      paid(2, { name: "Kim 100%", email: "kim_b@example.com" }),
      paid(3, { name: "Lee Green", email: "BROWNIE@example.org" }),
    );
    expect((await list({ q: "brown" })).appointments.map((a) => a.name)).toEqual(["Jo Brown", "Lee Green"]);
    expect((await list({ q: "JO@EXAMPLE" })).appointments.map((a) => a.id)).toEqual([jo]);
    expect((await list({ q: "100%" })).appointments.map((a) => a.id)).toEqual([percent]);
    // As a wildcard, `_` would match the space of "Kim 100%".
    expect((await list({ q: "im_1" })).appointments).toEqual([]);
    expect((await list({ q: "kim_" })).appointments.map((a) => a.id)).toEqual([percent]);
    expect(escapeLike("a%b_c\\d")).toBe("a\\%b\\_c\\\\d");
  });

  it("pages through every appointment once, in order, a page at a time", async () => {
    // Several practitioners, so that many share a start time and the id breaks the tie.
    const rows = Array.from({ length: 2 * ADMIN_PAGE_SIZE + 5 }, (_, index) =>
      paid(index % 7 === 0 ? null : 1 + (index % 20), { practitionerId: `p${index}` }),
    );
    await insert(...rows);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list({ view: "upcoming", ...(cursor ? { cursor } : {}) });
      expect(page.appointments.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
      seen.push(...page.appointments.map((a) => a.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    const expected = [...rows]
      .sort((a, b) => (a.startAt?.getTime() ?? Infinity) - (b.startAt?.getTime() ?? Infinity) || a.id!.localeCompare(b.id!))
      .map((row) => row.id);
    expect(seen).toEqual(expected);
  });

  it("pages the past view backwards in time", async () => {
    const rows = Array.from({ length: ADMIN_PAGE_SIZE + 3 }, (_, index) => paid(-1 - index));
    await insert(...rows);
    const first = await list({ view: "past" });
    const second = await list({ view: "past", cursor: first.nextCursor! });
    expect([...first.appointments, ...second.appointments].map((a) => a.id)).toEqual(rows.map((row) => row.id));
    expect(second.nextCursor).toBeNull();
  });

  it("refuses a cursor it did not make", async () => {
    for (const cursor of ["nonsense", Buffer.from('[1,"not-a-uuid"]').toString("base64url")]) {
      await expect(list({ cursor })).rejects.toBeInstanceOf(InvalidInputError);
    }
  });
});

describe("markConsultationComplete", () => {
  const actor = { clientAddress: "203.0.113.9" };

  it("marks a paid appointment complete once, auditing it once", async () => {
    const [id] = await insert(paid(-2));
    const card = await markConsultationComplete(database.db, id!, actor, defaultFeeSchedule, now);
    expect(card).toMatchObject({ id, consultationCompleted: true, badge: "Ready for Final Payment" });
    const again = await markConsultationComplete(database.db, id!, actor, defaultFeeSchedule, new Date(now.getTime() + HOUR));
    expect(again.badge).toBe("Ready for Final Payment");
    const [stored] = await database.db.select().from(appointments).where(eq(appointments.id, id!));
    expect(stored!.consultationCompletedAt).toEqual(now);
    const audit = await database.db.select().from(auditEvents);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "appointment.completed",
        actor: "admin",
        clientAddress: "203.0.113.9",
        appointmentId: id,
        details: null,
      }),
    ]);
  });

  it("refuses an unpaid or cancelled appointment and an unknown id, changing nothing", async () => {
    const [unpaid, cancelled] = await insert(
      paid(3, { status: "held", depositPaidAt: null, holdExpiresAt: new Date(now.getTime() + 600_000) }),
      paid(4, { status: "cancelled", cancelledAt: now }),
    );
    await expect(markConsultationComplete(database.db, unpaid!, actor, defaultFeeSchedule)).rejects.toBeInstanceOf(ConflictError);
    await expect(markConsultationComplete(database.db, cancelled!, actor, defaultFeeSchedule)).rejects.toBeInstanceOf(ConflictError);
    await expect(markConsultationComplete(database.db, randomUUID(), actor, defaultFeeSchedule)).rejects.toBeInstanceOf(NotFoundError);
    const completed = await database.db.select().from(appointments).where(eq(appointments.consultationCompletedAt, now));
    expect(completed).toEqual([]);
    expect(await database.db.select().from(auditEvents)).toEqual([]);
  });
});
