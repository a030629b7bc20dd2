import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { createBuiltinScheduler } from "#integrations/scheduling/builtin/builtin-scheduler.ts";
import { createCalendlyClient } from "#integrations/scheduling/calendly/calendly-client.ts";
import { createCalendlyScheduler } from "#integrations/scheduling/calendly/calendly-scheduler.ts";
import { createFakeCalendly, FAKE_CALENDLY_BASE } from "#integrations/scheduling/calendly/fake/fake-calendly.ts";
import { latestAudit } from "#server/admin/audit.ts";
import { InvalidInputError } from "#server/errors.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { availabilityView, saveAvailability } from "./admin-availability.ts";
import { loadSchedulerSettings } from "./scheduler-settings.ts";

/** The built-in scheduler's settings edited in the admin, used by the next availability request. */

let database: DatabaseHandle;
let deps: Parameters<typeof availabilityView>[0];
const audit = { clientAddress: "203.0.113.7" };

/** The Melbourne wall-clock hour and minute of an instant, e.g. "07:00". */
const melbourneClock = (instant: Date | string) => {
  const local = new TZDate(new Date(instant).getTime(), "Australia/Melbourne");
  return `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
};

/** Every day of the week from 07:00 to 08:00 only: hours no default setting offers. */
const early = {
  ...defaultSchedulerSettings,
  minimumNoticeMinutes: 0,
  bookingHorizonDays: 14,
  weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "07:00", end: "08:00" })),
};

let bookedId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  deps = {
    database,
    scheduler: createBuiltinScheduler(db, () => loadSchedulerSettings(db)),
    calendly: null,
    logger: pino({ level: "silent" }),
  };
  // A confirmed booking at 10:00 Melbourne time on a weekday a few days ahead: inside the default hours,
  // outside `early`.
  let ahead = 2;
  while ([0, 6].includes(new TZDate(Date.now() + ahead * 86_400_000, "Australia/Melbourne").getDay())) ahead += 1;
  const day = new TZDate(Date.now() + ahead * 86_400_000, "Australia/Melbourne");
  const start = new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 10, 0, "Australia/Melbourne").getTime());
  bookedId = randomUUID();
  await db.insert(appointments).values({
    id: bookedId,
    status: "confirmed",
    name: "Kept Booking",
    email: "kept@example.com",
    phone: "0400 000 000",
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    blockedUntil: new Date(start.getTime() + 45 * 60_000),
    depositPaidAt: new Date(),
  });
});
afterAll(() => database.close());

describe("the availability editor", () => {
  it("shows the built-in scheduler's settings, a preview of its next times, and no booking outside the hours", async () => {
    const view = await availabilityView(deps, new Date());
    expect(view.scheduler).toBe("builtin");
    expect(view.calendlyUrl).toBeNull();
    expect(view.settings.weeklyHours).toEqual(defaultSchedulerSettings.weeklyHours);
    expect(view.preview.length).toBeGreaterThan(0);
    expect(view.outsideHours).toEqual([]);
  });

  it("refuses overlapping ranges with the day and times in the message, and saves nothing", async () => {
    const overlap = "Tuesday's hours 07:00–09:00 and 08:30–10:00 overlap";
    const overlapping = {
      ...early,
      weeklyHours: [
        { weekday: 2, start: "07:00", end: "09:00" },
        { weekday: 2, start: "08:30", end: "10:00" },
      ],
    };
    const refused = saveAvailability(database.db, overlapping, audit);
    await expect(refused).rejects.toThrow(InvalidInputError);
    await expect(refused).rejects.toMatchObject({ message: overlap, fields: { "weeklyHours.1.start": overlap } });
    const endFirst = saveAvailability(database.db, { ...early, daysOff: [{ from: "2026-12-24", to: "2026-12-20" }] }, audit);
    await expect(endFirst).rejects.toThrow(InvalidInputError);
    expect((await loadSchedulerSettings(database.db)).weeklyHours).toEqual(defaultSchedulerSettings.weeklyHours);
  });

  it("saves new hours, audited: the preview, the scheduler's times and the list of bookings outside the hours follow", async () => {
    await saveAvailability(database.db, early, audit);
    const view = await availabilityView(deps, new Date());
    expect(view.settings.weeklyHours).toEqual(early.weeklyHours);
    expect(new Set(view.preview.map(melbourneClock))).toEqual(new Set(["07:00", "07:30"]));
    expect(view.outsideHours).toEqual([expect.objectContaining({ id: bookedId, name: "Kept Booking" })]);

    // What the public booking section offers (GET /api/calendly/availability asks the scheduler).
    const offered = await deps.scheduler.availableSlots({ now: new Date() });
    expect(offered.length).toBeGreaterThan(0);
    expect(new Set(offered.map((slot) => melbourneClock(slot.start)))).toEqual(new Set(["07:00", "07:30"]));

    const saved = (await latestAudit(database.db)).filter((entry) => entry.action === "scheduler.settings_saved");
    expect(saved).toEqual([expect.objectContaining({ actor: "admin", clientAddress: audit.clientAddress })]);
  });

  it("never moves or drops a booking the new hours leave outside", async () => {
    const [row] = await database.db.select().from(appointments);
    expect(row).toMatchObject({ id: bookedId, status: "confirmed" });
  });
});

describe("the availability page under Calendly", () => {
  it("says Calendly schedules and gives its booking page", async () => {
    const fake = createFakeCalendly({ token: "calendly-token", signingKey: "whsec-test" });
    const calendly = createCalendlyClient({
      apiToken: "calendly-token",
      eventTypeUri: fake.addEventType("CONSULT", 30),
      apiBaseUrl: FAKE_CALENDLY_BASE,
      fetch: fake.fetch,
    });
    const view = await availabilityView({ ...deps, calendly, scheduler: createCalendlyScheduler(calendly) }, new Date());
    expect(view).toMatchObject({ scheduler: "calendly", calendlyUrl: "https://calendly.com/fake/consultation" });
  });
});
