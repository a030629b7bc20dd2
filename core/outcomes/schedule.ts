import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, addWeeks, formatISO } from "date-fns";
import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import { isCalendarDate } from "#core/intake/intake-dates.ts";
import { practice } from "#core/practice.ts";
import { formatCalendarDay } from "#core/scheduling/melbourne-time.ts";
import { aclRsi } from "./acl-rsi.ts";
import { ikdc } from "./ikdc.ts";
import type { Instrument } from "./instrument.ts";
import { koos } from "./koos.ts";
import { missingWording } from "./wording.ts";

/**
 * When the outcome measures are asked (docs/decisions/0052): a set before surgery, then at 6 weeks and 3, 6, 9
 * and 12 months after it, each open from a week before its date to four weeks after; a window missed is
 * closed, never asked late. All dates are Melbourne calendar days ("YYYY-MM-DD").
 */
export const scheduledTimepoints = ["pre-op", "6w", "3m", "6m", "9m", "12m"] as const;
export type ScheduledTimepoint = (typeof scheduledTimepoints)[number];
/** A scheduled time point, or one the practitioner asked for at any time. */
export type Timepoint = ScheduledTimepoint | "requested";

export const timepointLabels: Record<Timepoint, string> = {
  "pre-op": "Before surgery",
  "6w": "6 weeks after surgery",
  "3m": "3 months after surgery",
  "6m": "6 months after surgery",
  "9m": "9 months after surgery",
  "12m": "12 months after surgery",
  requested: `Asked by ${practice.practitionerName}`,
};

/** Days a window opens before its time point's date, and stays open after it. */
export const OPENS_DAYS_BEFORE = 7;
export const CLOSES_DAYS_AFTER = 28;

/** The surgery as the intake tells it (contracts/intake-form.ts). */
export interface SurgeryAnswer {
  surgery?: "none" | "had" | "planned";
  surgeryDate?: string;
}

/** One questionnaire of the schedule: asked from `dueOn` to `closesOn`, both included. */
export interface ScheduledQuestionnaire {
  timepoint: ScheduledTimepoint;
  instrumentId: string;
  /** The time point's own date (the surgery date plus 6 weeks, 3 months …; for the pre-op set, its opening). */
  targetOn: string;
  dueOn: string;
  closesOn: string;
}

export interface ScheduleOptions {
  /** Asked from 3 months: the ACL-RSI's 12 items, the practice's option of its 6-item short form, or none. */
  returnToSport: Instrument | null;
}

export const defaultScheduleOptions: ScheduleOptions = { returnToSport: aclRsi };

/**
 * The instruments of a time point: the KOOS and the IKDC at each, the ACL-RSI from 3 months (return to sport
 * is not a question before then). An instrument still missing its licensed wording (the ACL-RSI's,
 * docs/outcome-measures.md) is never scheduled: the practitioner may still ask for it herself.
 */
export function instrumentsAt(timepoint: ScheduledTimepoint, options: ScheduleOptions = defaultScheduleOptions): Instrument[] {
  const early = timepoint === "pre-op" || timepoint === "6w";
  const returnToSport = options.returnToSport && !early ? [options.returnToSport] : [];
  return [koos, ikdc, ...returnToSport].filter((instrument) => hasItemWording(instrument));
}

/** Every question has its words (instructions may still be missing: the page says so). */
export function hasItemWording(instrument: Instrument): boolean {
  return missingWording(instrument).every((missing) => missing === "instructions");
}

const afterSurgery: ReadonlyArray<{ timepoint: ScheduledTimepoint; from: (surgery: TZDate) => TZDate }> = [
  { timepoint: "6w", from: (day) => addWeeks(day, 6) },
  { timepoint: "3m", from: (day) => addMonths(day, 3) },
  { timepoint: "6m", from: (day) => addMonths(day, 6) },
  { timepoint: "9m", from: (day) => addMonths(day, 9) },
  { timepoint: "12m", from: (day) => addMonths(day, 12) },
];

/**
 * The whole schedule of a patient, from their surgery and the day they first sent their intake. Had surgery,
 * with a date: the five time points after it. Planned or none: one pre-op set, open from the intake's day
 * for four weeks, and closing before a planned surgery's day (answers given after it are not "before
 * surgery"). Had surgery without a date: nothing can be scheduled.
 */
export function questionnaireSchedule(
  surgery: SurgeryAnswer,
  firstIntakeOn: string,
  options: ScheduleOptions = defaultScheduleOptions,
): ScheduledQuestionnaire[] {
  const withInstruments = (timepoint: ScheduledTimepoint, targetOn: string, dueOn: string, closesOn: string) =>
    instrumentsAt(timepoint, options).map((instrument) => ({ timepoint, instrumentId: instrument.id, targetOn, dueOn, closesOn }));
  const date = surgery.surgeryDate && isCalendarDate(surgery.surgeryDate) ? surgery.surgeryDate : null;
  if (surgery.surgery === "had") {
    if (!date) return [];
    const day = melbourneDate(date);
    return afterSurgery.flatMap(({ timepoint, from }) => {
      const target = from(day);
      return withInstruments(
        timepoint,
        dayOf(target),
        dayOf(addDays(target, -OPENS_DAYS_BEFORE)),
        dayOf(addDays(target, CLOSES_DAYS_AFTER)),
      );
    });
  }
  const opens = melbourneDate(firstIntakeOn);
  let closes = dayOf(addDays(opens, CLOSES_DAYS_AFTER));
  if (surgery.surgery === "planned" && date) {
    const dayBefore = dayOf(addDays(melbourneDate(date), -1));
    if (dayBefore < firstIntakeOn) return [];
    if (dayBefore < closes) closes = dayBefore;
  }
  return withInstruments("pre-op", firstIntakeOn, firstIntakeOn, closes);
}

/** Whether nothing of a schedule can be asked any more at `now`: every window has closed, or there is none. */
export function isScheduleOver(schedule: readonly ScheduledQuestionnaire[], now: Date): boolean {
  const today = melbourneDay(now);
  return schedule.every((each) => each.closesOn < today);
}

/** Whether a questionnaire is open on a day: from its opening to its closing day, both included. */
export function isOpenOn(window: { dueOn: string; closesOn: string | null }, today: string): boolean {
  return window.dueOn <= today && (window.closesOn === null || today <= window.closesOn);
}

/** The schedule's questionnaires open at `now` (Melbourne's day), the ones to ask now. */
export function dueQuestionnaires(schedule: readonly ScheduledQuestionnaire[], now: Date): ScheduledQuestionnaire[] {
  const today = melbourneDay(now);
  return schedule.filter((each) => isOpenOn(each, today));
}

/** A questionnaire the practitioner asks for now: open today for the same four weeks. */
export function requestedWindow(now: Date): { dueOn: string; closesOn: string } {
  const today = melbourneDay(now);
  return { dueOn: today, closesOn: dayOf(addDays(melbourneDate(today), CLOSES_DAYS_AFTER)) };
}

/** The state of a questionnaire asked, as both the patient and the practitioner see it. */
export type QuestionnaireState = "due" | "in-progress" | "submitted" | "missed" | "cancelled";

export function questionnaireState(
  request: { dueOn: string; closesOn: string | null; cancelled: boolean },
  response: { submitted: boolean } | null,
  now: Date,
): QuestionnaireState {
  if (response?.submitted) return "submitted";
  if (request.cancelled) return "cancelled";
  const today = melbourneDay(now);
  if (request.closesOn !== null && today > request.closesOn) return "missed";
  return response ? "in-progress" : "due";
}

/** When a request is open, in words: "Monday 30 March 2026 to Monday 4 May 2026", or "From …" when it never closes. */
export function openWindowWords(request: { dueOn: string; closesOn: string | null }): string {
  return request.closesOn
    ? `${formatCalendarDay(request.dueOn)} to ${formatCalendarDay(request.closesOn)}`
    : `From ${formatCalendarDay(request.dueOn)}`;
}

/** Midnight of a calendar day in Melbourne, so days and months are added on Melbourne's calendar across DST. */
function melbourneDate(day: string): TZDate {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, practice.timeZone);
}

function dayOf(date: TZDate): string {
  return formatISO(date, { representation: "date" });
}
