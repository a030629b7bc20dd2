import "./zod-jitless.ts";
import { z } from "zod";

/**
 * The manage-booking page's view of one appointment (GET /api/manage-booking/:token, and the answer of
 * POST /api/manage-booking/:token/cancel). The token is the patient's key; the view names no one.
 */
export const manageBookingViewSchema = z.object({
  status: z.enum(["confirmed", "awaiting_time", "cancelled"]),
  /** Who holds the calendar entry: this site, or Calendly (its own pages change or cancel it). */
  scheduling: z.enum(["builtin", "calendly"]),
  startTime: z.iso.datetime().nullable(),
  endTime: z.iso.datetime().nullable(),
  patientTimeZone: z.string().nullable(),
  depositCents: z.number().int(),
  balanceCents: z.number().int(),
  /** 'test': paid through the built-in test payments, no real money (docs/product/decisions.md, 20). */
  paymentProvider: z.string().nullable(),
  noticeHours: z.number(),
  /** The last instant with enough notice; null with no time yet. */
  noticeDeadline: z.iso.datetime().nullable(),
  /** What cancelling now does with the deposit (before confirming, the page says it). */
  cancelNow: z.enum(["refund", "keep"]),
  /** Whether the patient may choose another time on this site now (with notice, a time, not Calendly's). */
  canReschedule: z.boolean(),
  /** After a cancellation: the deposit's refund ('pending' while the provider has not confirmed), or kept. */
  refund: z.object({ amountCents: z.number().int(), status: z.enum(["pending", "completed"]) }).nullable(),
  /**
   * The consultation room's page (docs/decisions/0039) and when it opens to the patient; null for a cancelled
   * appointment or one with no time yet.
   */
  room: z.object({ path: z.string(), opensAt: z.iso.datetime() }).nullable(),
  /**
   * The pre-consultation form (intake and telehealth consent) of the appointment's patient, and whether she has
   * submitted one; null for a cancelled appointment.
   */
  intake: z.object({ path: z.string(), submitted: z.boolean() }).nullable(),
  /** Calendly's own pages for this invitee, when Calendly booked it. */
  calendly: z.object({ cancelUrl: z.url(), rescheduleUrl: z.url() }).nullable(),
});
export type ManageBookingView = z.infer<typeof manageBookingViewSchema>;
