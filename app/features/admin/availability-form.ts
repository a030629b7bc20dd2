import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";

/**
 * The availability form's fields as `schedulerSettingsSchema` reads them: each range of hours is a
 * weekday, start and end field, in the page's order (named as lists, `hoursStart[]`, since they repeat); the notice is typed in hours. Numbers left empty
 * stay NaN, which the schema refuses with its message.
 */
export function availabilityInput(form: FormData): SchedulerSettings {
  const all = (name: string) => form.getAll(name).map(String);
  const number = (name: string) => (form.get(name) ? Number(form.get(name)) : Number.NaN);
  const [starts, ends, tos] = [all("hoursStart[]"), all("hoursEnd[]"), all("offTo[]")];
  return {
    timeZone: String(form.get("timeZone") ?? ""),
    consultationMinutes: number("consultationMinutes"),
    slotStepMinutes: number("slotStepMinutes"),
    bufferMinutes: number("bufferMinutes"),
    minimumNoticeMinutes: Math.round(number("minimumNoticeHours") * 60),
    bookingHorizonDays: number("bookingHorizonDays"),
    weeklyHours: all("hoursWeekday[]").map((weekday, i) => ({ weekday: Number(weekday), start: starts[i] ?? "", end: ends[i] ?? "" })),
    daysOff: all("offFrom[]").map((from, i) => ({ from, to: tos[i] ?? "" })),
  };
}
