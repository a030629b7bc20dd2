import { z } from "zod";

/**
 * The booking details form (spec §3, §5): one schema for react-hook-form in the browser and for the server's
 * handlers, with the spec's messages.
 */
export const bookingDetailsSchema = z.object({
  name: z.string().trim().min(2, "Please enter your name").max(120, "Please enter a shorter name"),
  email: z.string().trim().pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
  phone: z
    .string()
    .trim()
    .min(8, "Please enter a valid phone number")
    .max(30, "Please enter a valid phone number")
    .regex(/^\+?[\d\s().-]+$/, "Please enter a valid phone number"),
  notes: z.string().trim().max(2000, "Please keep your notes under 2000 characters").default(""),
});

export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;
export type BookingDetails = z.output<typeof bookingDetailsSchema>;

/** POST /api/bookings/hold: the details plus the chosen slot and the browser's time zone. */
export const holdRequestSchema = bookingDetailsSchema.extend({
  start_time: z.iso.datetime({ offset: true, error: "Please choose one of the available times" }),
  time_zone: z.string().max(64).optional(),
});

export type HoldRequest = z.output<typeof holdRequestSchema>;

/** What POST /api/bookings/hold answers with 201. */
export interface HoldResponse {
  holdId: string;
  start_time: string;
  end_time: string;
  expires_at: string;
}

/** One row of GET /api/calendly/availability (spec §3 "Availability slot"; end_time added). */
export interface AvailabilitySlot {
  start_time: string;
  end_time: string;
  status: "available";
}
