import "./zod-jitless.ts";
import { z } from "zod/mini";
import type { AvailabilitySlot } from "./booking.ts";
import type { RescheduleRefusal } from "./reschedule-refusal.ts";

/**
 * Moving a booked appointment from its manage-booking link: the page lists the times under
 * GET /api/manage-booking/:token/times, keeps the chosen one with POST …/hold, and moves the appointment
 * onto it with POST …/reschedule. The refusals' words, which the page shows, are in reschedule-refusal.ts
 * (no schema there, so the page's script carries no validation library).
 */

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
