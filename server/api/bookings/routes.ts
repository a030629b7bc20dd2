import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { holdRequestSchema, type HoldResponse } from "../../../app/features/booking/booking-details-schema.ts";
import { SchedulingProviderError } from "../../../integrations/scheduling/scheduling-provider.ts";
import type { AppEnv } from "../../app.ts";
import { activeScheduler } from "../../bookings/active-scheduler.ts";
import { SlotNotOfferedError, SlotUnavailableError } from "../../bookings/errors.ts";
import { placeHold } from "../../bookings/place-hold.ts";
import { ApiError, apiErrorBody } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";

function validationError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "booking")] ??= issue.message;
  return new ApiError(400, Object.values(fields)[0] ?? "Please check your details and try again.", fields);
}

/**
 * POST /api/bookings/hold: keeps the chosen slot for the patient while they pay (decision 7). 201 with the
 * hold's id and expiry; 409 when the time has just been taken or is no longer offered; 400 with the form's
 * messages for bad details.
 */
export function bookingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  let limiter: MiddlewareHandler<AppEnv> | undefined;
  routes.post(
    "/api/bookings/hold",
    // Every hold blocks a time for everyone else: one address may only place so many an hour.
    (c, next) => {
      limiter ??= rateLimit({
        windowMs: 60 * 60 * 1000,
        limit: c.get("services").config.scheduling.holdsPerHour,
        message: "You have chosen several times in the last hour. Please wait a little, or contact us to book.",
      });
      return limiter(c, next);
    },
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(apiErrorBody("The booking request is too large."), 413) }),
    async (c) => {
      const services = c.get("services");
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new ApiError(400, "The booking request could not be read. Please try again.");
      }
      const parsed = holdRequestSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const { start_time, time_zone, ...details } = parsed.data;
      const start = new Date(start_time);
      const now = new Date();
      const scheduler = activeScheduler(services);

      let externalSlot;
      if (scheduler.name === "calendly") {
        try {
          const offered = (await scheduler.availableSlots({ now })).find((slot) => slot.start.getTime() === start.getTime());
          if (offered) externalSlot = { ...offered, provider: "calendly" as const };
        } catch (error) {
          if (!(error instanceof SchedulingProviderError)) throw error;
          services.logger.warn({ err: error }, "Calendly could not confirm the time before holding it");
          throw new ApiError(502, "We could not check this time with our calendar. Please try again shortly.");
        }
        if (!externalSlot) throw new ApiError(409, new SlotNotOfferedError().message);
      }

      try {
        const hold = await placeHold(
          services.database.db,
          { details, start, patientTimeZone: time_zone ?? null },
          { holdMinutes: services.config.scheduling.holdMinutes, now, externalSlot },
        );
        const response: HoldResponse = {
          holdId: hold.appointmentId,
          start_time: hold.start.toISOString(),
          end_time: hold.end.toISOString(),
          expires_at: hold.holdExpiresAt.toISOString(),
        };
        return c.json(response, 201);
      } catch (error) {
        if (error instanceof SlotUnavailableError) throw new ApiError(409, error.message);
        throw error;
      }
    },
  );
  return routes;
}
