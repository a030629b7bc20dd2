import "./zod-jitless.ts";
import { z } from "zod/mini";
import { freeText, singleLine, singleLineText } from "./text-fields.ts";

/**
 * The booking details form (docs/product/spec.md §3, §5): one schema for the booking page's action and for the
 * server's API handlers, with the spec's messages. Written with zod's mini API, which the booking page loads instead of
 * the full library (about 18 KB less JavaScript on /book-consultation).
 */
const trimmed = () => z.string().check(z.trim());

export const bookingDetailsSchema = z.object({
  name: singleLineText().check(z.minLength(2, "Please enter your name"), z.maxLength(120, "Please enter a shorter name")),
  email: z.pipe(
    singleLineText().check(z.maxLength(254, "Please enter a valid email address")),
    z.email("Please enter a valid email address"),
  ),
  phone: singleLineText().check(
    z.minLength(8, "Please enter a valid phone number"),
    z.maxLength(30, "Please enter a valid phone number"),
    z.regex(/^\+?[\d\s().-]+$/, "Please enter a valid phone number"),
  ),
  notes: z._default(trimmed().check(freeText(), z.maxLength(2000, "Please keep your notes under 2000 characters")), ""),
});

export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;
export type BookingDetails = z.output<typeof bookingDetailsSchema>;

/** POST /api/bookings/hold: the details plus the chosen slot and the browser's time zone. */
export const holdRequestSchema = z.extend(bookingDetailsSchema, {
  start_time: z.iso.datetime({ offset: true, error: "Please choose one of the available times" }),
  time_zone: z.optional(z.string().check(singleLine(), z.maxLength(64))),
});

export type HoldRequest = z.output<typeof holdRequestSchema>;

/** What POST /api/bookings/hold answers with 201. */
export interface HoldResponse {
  holdId: string;
  start_time: string;
  end_time: string;
  expires_at: string;
}

/** One row of GET /api/calendly/availability (docs/product/spec.md §3 "Availability slot"; end_time added). */
export interface AvailabilitySlot {
  start_time: string;
  end_time: string;
  status: "available";
}
