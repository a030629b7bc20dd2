import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedulerSettingsSchema } from "#core/scheduling/scheduler-settings.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createAwaitingTimeAppointment } from "./create-awaiting-time-appointment.ts";
import { SlotUnavailableError } from "./errors.ts";
import { scheduleAppointment } from "./schedule-appointment.ts";

const settings = schedulerSettingsSchema.parse({
  minimumNoticeMinutes: 0,
  bookingHorizonDays: 3,
  weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "09:00", end: "12:00" })),
});
const now = new Date(new TZDate(2026, 5, 1, 8, 0, "Australia/Melbourne").getTime());
const slot = new Date(new TZDate(2026, 5, 2, 10, 0, "Australia/Melbourne").getTime());

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

describe("50 paid patients scheduling the same time at once (pay-first path)", () => {
  it("gives the time to exactly one; the 49 others get SlotUnavailableError and keep waiting", async () => {
    const waiting = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        database.db.transaction((tx) =>
          createAwaitingTimeAppointment(tx, {
            details: { name: `Patient ${index}`, email: `p${index}@example.com`, phone: "0412345678", notes: "" },
            payment: { provider: "test", orderId: `race-${index}`, amountCents: 9_000, balanceCents: 9_000 },
            now,
          }),
        ),
      ),
    );
    const outcomes = await Promise.allSettled(
      waiting.map((row) => database.db.transaction((tx) => scheduleAppointment(tx, { appointmentId: row.id, start: slot, now, settings }))),
    );
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    expect(lost.every((outcome) => outcome.reason instanceof SlotUnavailableError)).toBe(true);
    const confirmed = await database.db.select().from(appointments).where(eq(appointments.status, "confirmed"));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.startAt).toEqual(slot);
    const stillWaiting = await database.db.select().from(appointments).where(eq(appointments.status, "awaiting_time"));
    expect(stillWaiting).toHaveLength(49);
  }, 60_000);
});
