import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#contracts/admin.ts";
import type { AdminAvailabilityView } from "#contracts/admin-inbox.ts";
import { defaultSchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import { appointments } from "#db/schema/appointments.ts";
import { createFakeCalendly, FAKE_CALENDLY_BASE } from "#integrations/scheduling/calendly/fake/fake-calendly.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/** The built-in scheduler's settings edited in the admin, used by the next availability request. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;

const get = (path: string, withSession = true) => t.app.request(path, { headers: withSession ? headers : {} });
const save = (settings: unknown) =>
  t.app.request("/api/admin/availability", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(settings),
  });
const json = async <T>(response: Response | Promise<Response>) => {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(200);
  return (await answered.json()) as T;
};

/** The Melbourne wall-clock hour and minute of an instant, e.g. "07:00". */
const melbourneClock = (iso: string) => {
  const local = new TZDate(new Date(iso).getTime(), "Australia/Melbourne");
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
  t = await createTestApp(testAdminSettings);
  headers = await signInAsAdmin(t.app);
  // A confirmed booking at 10:00 Melbourne time on a weekday a few days ahead: inside the default hours,
  // outside `early`.
  let ahead = 2;
  while ([0, 6].includes(new TZDate(Date.now() + ahead * 86_400_000, "Australia/Melbourne").getDay())) ahead += 1;
  const day = new TZDate(Date.now() + ahead * 86_400_000, "Australia/Melbourne");
  const start = new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 10, 0, "Australia/Melbourne").getTime());
  bookedId = randomUUID();
  await t.services.database.db.insert(appointments).values({
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
afterAll(() => t.close());

describe("the availability editor's API", () => {
  it("answers 401 without a session", async () => {
    expect((await get("/api/admin/availability", false)).status).toBe(401);
    const refused = await t.app.request("/api/admin/availability", {
      method: "POST",
      headers: { origin: headers.origin!, "content-type": "application/json" },
      body: JSON.stringify(early),
    });
    expect(refused.status).toBe(401);
  });

  it("shows the built-in scheduler's settings, a preview of its next times, and no booking outside the hours", async () => {
    const view = await json<AdminAvailabilityView>(get("/api/admin/availability"));
    expect(view.scheduler).toBe("builtin");
    expect(view.calendlyUrl).toBeNull();
    expect(view.settings.weeklyHours).toEqual(defaultSchedulerSettings.weeklyHours);
    expect(view.preview.length).toBeGreaterThan(0);
    expect(view.outsideHours).toEqual([]);
  });

  it("refuses overlapping ranges with the day and times in the message, and saves nothing", async () => {
    const response = await save({
      ...early,
      weeklyHours: [
        { weekday: 2, start: "07:00", end: "09:00" },
        { weekday: 2, start: "08:30", end: "10:00" },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Tuesday's hours 07:00–09:00 and 08:30–10:00 overlap",
      fields: { weeklyHours: "Tuesday's hours 07:00–09:00 and 08:30–10:00 overlap" },
    });
    const endFirst = await save({ ...early, daysOff: [{ from: "2026-12-24", to: "2026-12-20" }] });
    expect(endFirst.status).toBe(400);
    expect((await json<AdminAvailabilityView>(get("/api/admin/availability"))).settings.weeklyHours).toEqual(
      defaultSchedulerSettings.weeklyHours,
    );
  });

  it("saves new hours: the preview, the public availability and the list of bookings outside the hours follow", async () => {
    const view = await json<AdminAvailabilityView>(save(early));
    expect(view.settings.weeklyHours).toEqual(early.weeklyHours);
    expect(new Set(view.preview.map(melbourneClock))).toEqual(new Set(["07:00", "07:30"]));
    expect(view.outsideHours).toEqual([expect.objectContaining({ id: bookedId, name: "Kept Booking" })]);

    const publicTimes = (await (await t.app.request("/api/calendly/availability")).json()) as { start_time: string }[];
    expect(publicTimes.length).toBeGreaterThan(0);
    expect(new Set(publicTimes.map((slot) => melbourneClock(slot.start_time)))).toEqual(new Set(["07:00", "07:30"]));

    const audit = await json<AuditEntry[]>(get("/api/admin/audit"));
    expect(audit.some((entry) => entry.action === "scheduler.settings_saved")).toBe(true);
  });

  it("never moves or drops a booking the new hours leave outside", async () => {
    const [row] = await t.services.database.db.select().from(appointments);
    expect(row).toMatchObject({ id: bookedId, status: "confirmed" });
  });
});

describe("the availability page under Calendly", () => {
  it("says Calendly schedules and gives its booking page", async () => {
    const fake = createFakeCalendly({ token: "calendly-token", signingKey: "whsec-test" });
    const eventTypeUri = fake.addEventType("CONSULT", 30);
    const calendlyApp = await createTestApp(
      {
        ...testAdminSettings,
        CALENDLY_API_TOKEN: "calendly-token",
        CALENDLY_EVENT_TYPE_URI: eventTypeUri,
        CALENDLY_API_BASE_URL: FAKE_CALENDLY_BASE,
      },
      { fetch: fake.fetch },
    );
    try {
      const session = await signInAsAdmin(calendlyApp.app);
      const view = (await (await calendlyApp.app.request("/api/admin/availability", { headers: session })).json()) as AdminAvailabilityView;
      expect(view).toMatchObject({ scheduler: "calendly", calendlyUrl: "https://calendly.com/fake/consultation" });
    } finally {
      await calendlyApp.close();
    }
  });
});
