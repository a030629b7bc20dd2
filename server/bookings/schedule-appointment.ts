import { eq } from "drizzle-orm";
import { assertTransition } from "#core/booking/booking-state.ts";
import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import { generateSlots } from "#core/scheduling/slots.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { expireLapsedHoldsOverlapping, queueForCalendar } from "#integrations/scheduling/builtin/busy-time.ts";
import { AppointmentNotFoundError, isExclusionViolation, SlotNotOfferedError, SlotUnavailableError } from "./errors.ts";
import { loadSchedulerSettings } from "./scheduler-settings.ts";

/** The booking an external scheduler (Calendly's widget) has already made for this time. */
export interface ExternalBooking {
  provider: "calendly";
  eventUri: string;
  inviteeUri?: string | null;
  end: Date;
}

/**
 * The pay-first path: gives a paid appointment ('awaiting_time') its time, inside the caller's
 * transaction. Steps: lock the row; the same time again answers the same row (idempotent); check the time is
 * offered by the built-in rules (or was booked by Calendly); then claim it in a savepoint, where the
 * exclusion constraint refuses a time someone else holds (SlotUnavailableError).
 */
export async function scheduleAppointment(
  tx: Database,
  {
    appointmentId,
    start,
    external,
    now = new Date(),
    settings,
  }: { appointmentId: string; start: Date; external?: ExternalBooking; now?: Date; settings?: SchedulerSettings },
): Promise<AppointmentRow> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update");
  if (!row) throw new AppointmentNotFoundError(appointmentId);
  if (row.status === "confirmed" && row.startAt?.getTime() === start.getTime()) return row;
  assertTransition(row.status, "confirmed");
  if (row.status !== "awaiting_time") throw new SlotNotOfferedError();

  let end: Date;
  let blockedUntil: Date;
  if (external) {
    end = external.end;
    blockedUntil = external.end;
  } else {
    const rules = settings ?? (await loadSchedulerSettings(tx));
    const slot = generateSlots({ settings: rules, now }).find((candidate) => candidate.start.getTime() === start.getTime());
    if (!slot) throw new SlotNotOfferedError();
    end = slot.end;
    blockedUntil = new Date(slot.end.getTime() + rules.bufferMinutes * 60_000);
  }

  try {
    return await tx.transaction(async (savepoint) => {
      await queueForCalendar(savepoint);
      await expireLapsedHoldsOverlapping(savepoint, { start, blockedUntil, now });
      const [scheduled] = await savepoint
        .update(appointments)
        .set({
          status: "confirmed",
          startAt: start,
          endAt: end,
          blockedUntil,
          schedulingProvider: external?.provider ?? "builtin",
          externalEventUri: external?.eventUri ?? null,
          externalInviteeUri: external?.inviteeUri ?? null,
          updatedAt: now,
        })
        .where(eq(appointments.id, appointmentId))
        .returning();
      return scheduled!;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new SlotUnavailableError();
    throw error;
  }
}
