import "./zod-jitless.ts";
import { z } from "zod/mini";
import type { AvailabilitySlot } from "./booking.ts";
import { noticeDuration } from "#core/booking/notice-wording.ts";

/**
 * Moving a booked appointment from its manage-booking link (issue 17): the page lists the times under
 * GET /api/manage-booking/:token/times, keeps the chosen one with POST …/hold, and moves the appointment
 * onto it with POST …/reschedule.
 */

/** Why the patient cannot move the appointment themselves; each reason has its own explanation on the page. */
export const rescheduleRefusals = ["short-notice", "started", "calendly", "not-confirmed"] as const;
export type RescheduleRefusal = (typeof rescheduleRefusals)[number];

/** The page's and the API's one explanation of each refusal (the page adds the practice's contacts). */
export function rescheduleRefusalText(refusal: RescheduleRefusal, noticeHours: number): string {
  switch (refusal) {
    case "short-notice":
      return `Your appointment is less than ${noticeDuration(noticeHours)} away, so it can no longer be moved online.`;
    case "started":
      return "Your appointment has already started, so it can no longer be moved.";
    case "calendly":
      return "This appointment was booked through our calendar service: please use the reschedule link in your confirmation email.";
    case "not-confirmed":
      return "This booking has no confirmed time to move.";
  }
}

/** What GET /api/manage-booking/:token/times answers. */
export interface RescheduleOptions {
  appointment: { start_time: string; end_time: string; time_zone: string | null };
  /** The last instant the patient may move it themselves (start minus the notice). */
  deadline: string;
  noticeHours: number;
  /** Null when the patient may choose a new time; `times` is empty otherwise. */
  refusal: RescheduleRefusal | null;
  times: AvailabilitySlot[];
}

/** POST /api/manage-booking/:token/hold */
export const rescheduleHoldSchema = z.object({
  start_time: z.iso.datetime({ offset: true, error: "Please choose one of the available times" }),
});
export type RescheduleHoldRequest = z.output<typeof rescheduleHoldSchema>;

/** POST /api/manage-booking/:token/reschedule: the hold placed for the new time. */
export const rescheduleRequestSchema = z.object({
  holdId: z.uuid("Please choose one of the available times"),
});
export type RescheduleRequest = z.output<typeof rescheduleRequestSchema>;

/** What POST …/reschedule answers with 200: the appointment's new time. */
export interface RescheduleResult {
  start_time: string;
  end_time: string;
}
