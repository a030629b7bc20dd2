import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { formatMelbourneSlot } from "./melbourne-time.ts";
import { defaultSchedulerSettings, schedulerSettingsSchema, type SchedulerSettings } from "./scheduler-settings.ts";
import { findSlot, generateSlots } from "./slots.ts";

const melbourne = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, "Australia/Melbourne").getTime());

/** Rules for one local day only, so each test reads its slots directly. */
function rules(overrides: Partial<SchedulerSettings>): SchedulerSettings {
  return schedulerSettingsSchema.parse({
    minimumNoticeMinutes: 0,
    bufferMinutes: 0,
    bookingHorizonDays: 1,
    weeklyHours: [],
    ...overrides,
  });
}

describe("generateSlots", () => {
  it("runs with TZ=UTC, so no result depends on the machine's zone", () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(0);
  });

  it("offers 30-minute consultations through the weekly hours of a local day", () => {
    const now = melbourne(2026, 6, 1, 0, 0); // Monday, AEST
    const slots = generateSlots({ settings: rules({ weeklyHours: [{ weekday: 1, start: "09:00", end: "11:00" }] }), now });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      "2026-05-31T23:00:00.000Z",
      "2026-05-31T23:30:00.000Z",
      "2026-06-01T00:00:00.000Z",
      "2026-06-01T00:30:00.000Z",
    ]);
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 30 * 60_000)).toBe(true);
  });

  it("keeps 9:00 am local on both sides of the October change (AEST → AEDT, 4 Oct 2026)", () => {
    const settings = rules({
      bookingHorizonDays: 3,
      weeklyHours: [6, 7, 1].map((weekday) => ({ weekday, start: "09:00", end: "09:30" })),
    });
    const slots = generateSlots({ settings, now: melbourne(2026, 10, 3, 0, 0) });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      "2026-10-02T23:00:00.000Z", // Sat 3 Oct 9:00 AEST (UTC+10)
      "2026-10-03T22:00:00.000Z", // Sun 4 Oct 9:00 AEDT (UTC+11)
      "2026-10-04T22:00:00.000Z", // Mon 5 Oct 9:00 AEDT
    ]);
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual([
      "Sat 3 Oct, 9:00 am AEST",
      "Sun 4 Oct, 9:00 am AEDT",
      "Mon 5 Oct, 9:00 am AEDT",
    ]);
  });

  it("counts hours across the October change in real time: the skipped hour has no slots", () => {
    // 01:00–04:00 on 4 Oct 2026 is two real hours: 02:00 AEST jumps to 03:00 AEDT.
    const settings = rules({ weeklyHours: [{ weekday: 7, start: "01:00", end: "04:00" }] });
    const slots = generateSlots({ settings, now: melbourne(2026, 10, 4, 0, 0) });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual([
      "Sun 4 Oct, 1:00 am AEST",
      "Sun 4 Oct, 1:30 am AEST",
      "Sun 4 Oct, 3:00 am AEDT",
      "Sun 4 Oct, 3:30 am AEDT",
    ]);
  });

  it("keeps 9:00 am local on both sides of the April change (AEDT → AEST, 5 Apr 2026)", () => {
    const settings = rules({
      bookingHorizonDays: 3,
      weeklyHours: [6, 7, 1].map((weekday) => ({ weekday, start: "09:00", end: "09:30" })),
    });
    const slots = generateSlots({ settings, now: melbourne(2026, 4, 4, 0, 0) });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      "2026-04-03T22:00:00.000Z", // Sat 4 Apr 9:00 AEDT (UTC+11)
      "2026-04-04T23:00:00.000Z", // Sun 5 Apr 9:00 AEST (UTC+10)
      "2026-04-05T23:00:00.000Z", // Mon 6 Apr 9:00 AEST
    ]);
    expect(formatMelbourneSlot(slots[0]!.start)).toBe("Sat 4 Apr, 9:00 am AEDT");
    expect(formatMelbourneSlot(slots[1]!.start)).toBe("Sun 5 Apr, 9:00 am AEST");
  });

  it("counts hours across the April change in real time: the repeated hour is offered twice", () => {
    // 01:00–04:00 on 5 Apr 2026 is four real hours: 03:00 AEDT falls back to 02:00 AEST.
    const settings = rules({ weeklyHours: [{ weekday: 7, start: "01:00", end: "04:00" }] });
    const slots = generateSlots({ settings, now: melbourne(2026, 4, 5, 0, 0) });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual([
      "Sun 5 Apr, 1:00 am AEDT",
      "Sun 5 Apr, 1:30 am AEDT",
      "Sun 5 Apr, 2:00 am AEDT",
      "Sun 5 Apr, 2:30 am AEDT",
      "Sun 5 Apr, 2:00 am AEST",
      "Sun 5 Apr, 2:30 am AEST",
      "Sun 5 Apr, 3:00 am AEST",
      "Sun 5 Apr, 3:30 am AEST",
    ]);
    const instants = slots.map((slot) => slot.start.getTime());
    expect(new Set(instants).size).toBe(8);
  });

  it("skips a day off, given as a range of local dates", () => {
    const settings = rules({
      bookingHorizonDays: 3,
      weeklyHours: [1, 2, 3].map((weekday) => ({ weekday, start: "09:00", end: "10:00" })),
      daysOff: [{ from: "2026-06-02", to: "2026-06-02" }],
    });
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 0, 0) });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual([
      "Mon 1 Jun, 9:00 am AEST",
      "Mon 1 Jun, 9:30 am AEST",
      "Wed 3 Jun, 9:00 am AEST",
      "Wed 3 Jun, 9:30 am AEST",
    ]);
  });

  it("offers nothing sooner than the minimum notice", () => {
    const settings = rules({ minimumNoticeMinutes: 90, weeklyHours: [{ weekday: 1, start: "09:00", end: "12:00" }] });
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 8, 45) });
    // 8:45 + 90 minutes = 10:15: the first start at or after it is 10:30.
    expect(formatMelbourneSlot(slots[0]!.start)).toBe("Mon 1 Jun, 10:30 am AEST");
    expect(slots).toHaveLength(3);
  });

  it("stops at the booking horizon", () => {
    const settings = rules({ bookingHorizonDays: 14, weeklyHours: [{ weekday: 1, start: "09:00", end: "09:30" }] });
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 0, 0) });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual(["Mon 1 Jun, 9:00 am AEST", "Mon 8 Jun, 9:00 am AEST"]);
  });

  it("leaves out taken slots, with the buffer kept free on both sides", () => {
    const settings = rules({ bufferMinutes: 15, weeklyHours: [{ weekday: 1, start: "09:00", end: "12:00" }] });
    // A consultation 10:00–10:30 occupies until 10:45 with its buffer.
    const busy = [{ start: melbourne(2026, 6, 1, 10, 0), end: melbourne(2026, 6, 1, 10, 45) }];
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 0, 0), busy });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual([
      "Mon 1 Jun, 9:00 am AEST",
      // 9:30 would end at 10:00 and need its own buffer to 10:15: it overlaps.
      "Mon 1 Jun, 11:00 am AEST",
      "Mon 1 Jun, 11:30 am AEST",
    ]);
  });

  it("handles overlapping and unsorted busy intervals", () => {
    const settings = rules({ weeklyHours: [{ weekday: 1, start: "09:00", end: "12:00" }] });
    const busy = [
      { start: melbourne(2026, 6, 1, 10, 30), end: melbourne(2026, 6, 1, 11, 0) },
      { start: melbourne(2026, 6, 1, 9, 0), end: melbourne(2026, 6, 1, 10, 0) },
      { start: melbourne(2026, 6, 1, 9, 30), end: melbourne(2026, 6, 1, 9, 45) },
    ];
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 0, 0), busy });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual([
      "Mon 1 Jun, 10:00 am AEST",
      "Mon 1 Jun, 11:00 am AEST",
      "Mon 1 Jun, 11:30 am AEST",
    ]);
  });

  it("keeps the buffer in minutes: a consultation may not end within the buffer of the next one's start", () => {
    const settings = rules({ bufferMinutes: 15, weeklyHours: [{ weekday: 1, start: "09:00", end: "11:00" }] });
    const now = melbourne(2026, 6, 1, 0, 0);
    // 9:30–10:00 needs its buffer to 10:15: a booking from 10:10 leaves it out, one from 10:15 does not.
    const from = (minute: number) => [{ start: melbourne(2026, 6, 1, 10, minute), end: melbourne(2026, 6, 1, 10, minute + 30) }];
    const offered = (minute: number) => generateSlots({ settings, now, busy: from(minute) }).map((slot) => formatMelbourneSlot(slot.start));
    expect(offered(10)).toEqual(["Mon 1 Jun, 9:00 am AEST"]);
    expect(offered(15)).toEqual(["Mon 1 Jun, 9:00 am AEST", "Mon 1 Jun, 9:30 am AEST"]);
  });

  it("offers the slot that starts the moment busy time ends, and none that starts inside it", () => {
    const settings = rules({ weeklyHours: [{ weekday: 1, start: "09:00", end: "11:00" }] });
    const busy = [{ start: melbourne(2026, 6, 1, 9, 0), end: melbourne(2026, 6, 1, 10, 0) }];
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 0, 0), busy });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual(["Mon 1 Jun, 10:00 am AEST", "Mon 1 Jun, 10:30 am AEST"]);
    const oneMinuteMore = [{ start: melbourne(2026, 6, 1, 9, 0), end: melbourne(2026, 6, 1, 10, 1) }];
    expect(
      generateSlots({ settings, now: melbourne(2026, 6, 1, 0, 0), busy: oneMinuteMore }).map((slot) => formatMelbourneSlot(slot.start)),
    ).toEqual(["Mon 1 Jun, 10:30 am AEST"]);
  });

  it("keeps a booking nested inside a longer one busy to the longer one's end", () => {
    const settings = rules({ weeklyHours: [{ weekday: 1, start: "09:00", end: "12:00" }] });
    const busy = [
      { start: melbourne(2026, 6, 1, 9, 0), end: melbourne(2026, 6, 1, 11, 0) },
      { start: melbourne(2026, 6, 1, 9, 30), end: melbourne(2026, 6, 1, 10, 0) },
    ];
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 0, 0), busy });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual(["Mon 1 Jun, 11:00 am AEST", "Mon 1 Jun, 11:30 am AEST"]);
  });

  it("reads a day's working hours in time order whatever order they were saved in", () => {
    // Afternoon first, as the editor may save them; the morning's booking must still be left out.
    const settings = rules({
      weeklyHours: [
        { weekday: 1, start: "14:00", end: "15:00" },
        { weekday: 1, start: "09:00", end: "10:00" },
      ],
    });
    const busy = [
      { start: melbourne(2026, 6, 1, 9, 0), end: melbourne(2026, 6, 1, 9, 30) },
      { start: melbourne(2026, 6, 1, 14, 30), end: melbourne(2026, 6, 1, 15, 0) },
    ];
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 0, 0), busy });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual(["Mon 1 Jun, 9:30 am AEST", "Mon 1 Jun, 2:00 pm AEST"]);
  });

  it("counts a slot's length and its step apart: 45-minute consultations every 15 minutes", () => {
    const settings = rules({ consultationMinutes: 45, slotStepMinutes: 15, weeklyHours: [{ weekday: 1, start: "09:00", end: "10:30" }] });
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 0, 0) });
    expect(slots.map((slot) => [formatMelbourneSlot(slot.start), formatMelbourneSlot(slot.end)])).toEqual([
      ["Mon 1 Jun, 9:00 am AEST", "Mon 1 Jun, 9:45 am AEST"],
      ["Mon 1 Jun, 9:15 am AEST", "Mon 1 Jun, 10:00 am AEST"],
      ["Mon 1 Jun, 9:30 am AEST", "Mon 1 Jun, 10:15 am AEST"],
      ["Mon 1 Jun, 9:45 am AEST", "Mon 1 Jun, 10:30 am AEST"],
    ]);
  });

  it("offers a slot that starts exactly at the end of the minimum notice", () => {
    const settings = rules({ minimumNoticeMinutes: 60, weeklyHours: [{ weekday: 1, start: "09:00", end: "11:00" }] });
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 1, 9, 0) });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual(["Mon 1 Jun, 10:00 am AEST", "Mon 1 Jun, 10:30 am AEST"]);
  });

  it("offers Sunday's hours on a Sunday", () => {
    const settings = rules({ weeklyHours: [{ weekday: 7, start: "10:00", end: "10:30" }] });
    const slots = generateSlots({ settings, now: melbourne(2026, 6, 7, 0, 0) });
    expect(slots.map((slot) => formatMelbourneSlot(slot.start))).toEqual(["Sun 7 Jun, 10:00 am AEST"]);
  });

  it("finds an offered slot by its start and nothing off the grid", () => {
    const settings = rules({ weeklyHours: [{ weekday: 1, start: "09:00", end: "10:00" }] });
    const now = melbourne(2026, 6, 1, 0, 0);
    expect(findSlot({ settings, now }, melbourne(2026, 6, 1, 9, 30))?.end).toEqual(melbourne(2026, 6, 1, 10, 0));
    expect(findSlot({ settings, now }, melbourne(2026, 6, 1, 9, 15))).toBeUndefined();
  });

  it("has sensible defaults: weekdays and Saturday morning, 24 hours' notice, 8 weeks ahead", () => {
    const now = melbourne(2026, 6, 1, 8, 0);
    const slots = generateSlots({ settings: defaultSchedulerSettings, now });
    expect(slots[0]!.start.getTime()).toBeGreaterThanOrEqual(now.getTime() + 24 * 60 * 60_000);
    expect(slots.at(-1)!.start.getTime()).toBeLessThan(now.getTime() + 56 * 24 * 60 * 60_000);
    const weekdays = new Set(slots.map((slot) => new TZDate(slot.start.getTime(), "Australia/Melbourne").getDay()));
    expect([...weekdays].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
