import type { Page } from "@playwright/test";
import { adminPaths } from "#contracts/admin-paths.ts";
import { signInAsAdmin } from "./admin.ts";
import { availabilityFields, saveAvailabilityFields } from "./availability.ts";

const HOUR = 3_600_000;
/** The notice the e2e server is given (playwright.config.ts, CANCELLATION_NOTICE_HOURS). */
export const E2E_NOTICE_HOURS = 72;

/**
 * The bookings the specs make inside the notice in one run: manage-booking's and admin-cancel's at both
 * widths, reschedule's at one. A spec that books there more is counted here.
 */
export const BOOKINGS_INSIDE_NOTICE = 5;

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

/** Open times that start inside the notice, with half an hour to spare for a test's own run. */
async function timesInsideNotice(page: Page): Promise<number> {
  const slots = (await (await page.request.get("/api/calendly/availability")).json()) as { start_time: string }[];
  const limit = Date.now() + (E2E_NOTICE_HOURS - 0.5) * HOUR;
  return slots.filter((slot) => Date.parse(slot.start_time) < limit).length;
}

/**
 * The settings-first project's setup (shared-settings.setup.ts), before any other test: room for `bookings`
 * bookings that start inside the notice, two open times each (a booking's buffer takes the time after it).
 * The default hours (Monday to Friday, Saturday morning) offer too few from Thursday evening to Friday
 * morning; then the practitioner adds 18:00 to 23:00, after every default range, on the first day whose 18:00
 * is at least 25 hours ahead (times are offered from 24 hours ahead), with the admin's availability form.
 * They stay for the run (its database is thrown away). On a day with room enough it changes nothing.
 */
export async function ensureTimesInsideNotice(page: Page, baseURL: string | undefined, bookings: number): Promise<void> {
  const needed = 2 * bookings;
  if ((await timesInsideNotice(page)) >= needed) return;

  await signInAsAdmin(page, baseURL);
  const from = melbourneClock(new Date(Date.now() + 25 * HOUR));
  const weekday = from.hour < 18 ? from.weekday : (from.weekday % 7) + 1;
  await page.goto(adminPaths.availability);
  const evening: [string, string][] = [
    ["hoursWeekday[]", String(weekday)],
    ["hoursStart[]", "18:00"],
    ["hoursEnd[]", "23:00"],
  ];
  await saveAvailabilityFields(page, baseURL, [...(await availabilityFields(page)), ...evening]);
  const found = await timesInsideNotice(page);
  if (found < needed) {
    throw new Error(
      `only ${found} time(s) inside the ${E2E_NOTICE_HOURS}-hour notice after adding 18:00–23:00 on day ${weekday}: a day off there?`,
    );
  }
}

/**
 * A spec's check that an open time inside the notice is there for it: it changes no setting (the setup made
 * the room), and says where the room is made when there is none.
 */
export async function expectTimesInsideNotice(page: Page, count: number): Promise<void> {
  const found = await timesInsideNotice(page);
  if (found < count) {
    throw new Error(
      `only ${found} open time(s) inside the ${E2E_NOTICE_HOURS}-hour notice: shared-settings.setup.ts makes room for ${BOOKINGS_INSIDE_NOTICE} bookings there`,
    );
  }
}
