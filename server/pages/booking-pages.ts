import { eq } from "drizzle-orm";
import type { BookingPages, CheckoutSubject } from "#contracts/booking-pages.ts";
import { appointments } from "#db/schema/appointments.ts";
import { recentAvailableTimes } from "#server/bookings/recent-available-times.ts";
import { handoverCookie, readHandover } from "#server/bookings/checkout-handover.ts";
import { holdChosenTime } from "#server/bookings/hold-chosen-time.ts";
import type { AppServices } from "#server/context.ts";
import { NotFoundError, ProviderFailedError } from "#server/errors.ts";
import { holdForReschedule, moveToHeldTime, rescheduleOptions } from "#server/bookings/reschedule-answers.ts";
import type { PageWrite } from "./page-writes.ts";

/** The pay-first details count as just saved on the checkout's first load after the form. */
const JUST_SAVED_MS = 60_000;

export function bookingPages(services: AppServices, clientAddress: string, write: PageWrite): BookingPages {
  const { config } = services;
  return {
    async availableTimes() {
      try {
        // As they are: the page lists ten of them, and only those are written out (app/lib/times-from.ts).
        return await recentAvailableTimes(services).get();
      } catch (error) {
        // Already logged: the page says to contact the practice, as the spec's empty list does.
        if (error instanceof ProviderFailedError) return null;
        throw error;
      }
    },
    hold: (request) =>
      write(async () => {
        try {
          const hold = await holdChosenTime(services, clientAddress, request);
          return { setCookie: handoverCookie(config, { kind: "hold", holdId: hold.appointmentId }) };
        } finally {
          // Taken, or refused as taken elsewhere: the page's next list is the scheduler's of now.
          recentAvailableTimes(services).forget();
        }
      }),
    payFirst: (details, timeZone) =>
      write(async () => ({ setCookie: handoverCookie(config, { kind: "details", details, timeZone, savedAt: Date.now() }) })),
    async checkout(request) {
      const handover = readHandover(config, request.headers.get("cookie"));
      if (!handover) return null;
      if (handover.kind === "details") {
        return {
          ...handover.details,
          holdId: null,
          selectedTime: null,
          timeZone: handover.timeZone,
          justSaved: Date.now() - handover.savedAt < JUST_SAVED_MS,
        };
      }
      const [held] = await services.database.db.select().from(appointments).where(eq(appointments.id, handover.holdId));
      if (!held || held.status === "cancelled") return null;
      const subject: CheckoutSubject = {
        name: held.name,
        email: held.email,
        phone: held.phone,
        notes: held.notes ?? "",
        holdId: held.id,
        selectedTime: held.startAt?.toISOString() ?? null,
        timeZone: held.patientTimeZone,
        justSaved: false,
      };
      return subject;
    },
    async rescheduleOptions(token) {
      try {
        return await rescheduleOptions(services, token);
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    holdForReschedule: (token, startTime) => write(() => holdForReschedule(services, token, new Date(startTime))),
    moveToHeldTime: (token, holdId) => write(() => moveToHeldTime(services, token, holdId)),
  };
}
