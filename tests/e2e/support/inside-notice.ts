import type { Page } from "@playwright/test";
import { adminPaths } from "#contracts/admin-paths.ts";
import { signInAsAdmin } from "./admin.ts";
import { availabilityFields, saveAvailabilityFields } from "./availability.ts";

const HOUR = 3_600_000;
/** The notice the e2e server is given (playwright.config.ts, CANCELLATION_NOTICE_HOURS). */
export const E2E_NOTICE_HOURS = 72;

/** Melbourne's ISO weekday and hour of an instant (the scheduler's hours are the practice's wall clock). */
function melbourneClock(instant: Date): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Melbourne",
    weekday: "short",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.find((p) => p.type === "weekday")!.value) + 1;
  return { weekday, hour: Number(parts.find((p) => p.type === "hour")!.value) };
}

/**
 * Makes sure the booking list offers at least `count` times that start inside the notice (with half an hour
 * to spare for the test's own run): the default hours (Monday to Friday) offer none from Thursday evening to
 * Friday morning, when the first time is Monday's. Then the practitioner adds three hours on the day after
 * tomorrow's first bookable hour (times are offered from 24 hours ahead) with the admin's availability
 * form (the page is left there). They stay for the rest of the run (its database is thrown away): taking
 * them away while the other project's test is between this check and its hold would take its time away.
 * On a day with such times it changes nothing.
 */
export async function ensureTimesInsideNotice(page: Page, baseURL: string | undefined, count: number): Promise<void> {
  const inside = async () => {
    const slots = (await (await page.request.get("/api/calendly/availability")).json()) as { start_time: string }[];
    const limit = Date.now() + (E2E_NOTICE_HOURS - 0.5) * HOUR;
    return slots.filter((slot) => Date.parse(slot.start_time) < limit).length;
  };
  if ((await inside()) >= count) return;

  await signInAsAdmin(page, baseURL);
  // The first whole hour at least 25 hours ahead, moved to 06:00 the next morning when too late in the day.
  let from = melbourneClock(new Date(Date.now() + 25 * HOUR));
  from = from.hour + 1 <= 20 ? { weekday: from.weekday, hour: from.hour + 1 } : { weekday: (from.weekday % 7) + 1, hour: 6 };
  const added = {
    weekday: from.weekday,
    start: `${String(from.hour).padStart(2, "0")}:00`,
    end: `${String(from.hour + 3).padStart(2, "0")}:00`,
  };
  await page.goto(adminPaths.availability);
  const fields = await availabilityFields(page);
  const ranges = (name: string) => fields.filter(([field]) => field === name).map(([, value]) => value);
  const [weekdays, starts, ends] = [ranges("hoursWeekday[]"), ranges("hoursStart[]"), ranges("hoursEnd[]")];
  // The other project may have added the same hours a moment ago: added once.
  const there = weekdays.some((weekday, i) => Number(weekday) === added.weekday && starts[i] === added.start && ends[i] === added.end);
  if (!there) {
    const hours: [string, string][] = [
      ["hoursWeekday[]", String(added.weekday)],
      ["hoursStart[]", added.start],
      ["hoursEnd[]", added.end],
    ];
    await saveAvailabilityFields(page, baseURL, [...fields, ...hours]);
  }
  const found = await inside();
  if (found < count) {
    throw new Error(
      `only ${found} time(s) inside the ${E2E_NOTICE_HOURS}-hour notice after adding ${JSON.stringify(added)}: a day off there?`,
    );
  }
}
