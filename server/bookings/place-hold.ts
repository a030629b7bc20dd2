import { and, eq } from "drizzle-orm";
import type { BookingDetails } from "#contracts/booking.ts";
import { isValidTimeZone } from "#core/scheduling/melbourne-time.ts";
import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import { generateSlots, type Slot } from "#core/scheduling/slots.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { expireLapsedHoldsOverlapping, PRACTITIONER_ID, queueForCalendar } from "#integrations/scheduling/builtin/busy-time.ts";
import { isExclusionViolation, SlotNotOfferedError, SlotUnavailableError } from "./errors.ts";
import { loadSchedulerSettings } from "./scheduler-settings.ts";

export interface PlaceHoldInput {
  details: BookingDetails;
  start: Date;
  /** The patient's IANA zone, from their browser; kept to show them their own time later. */
  patientTimeZone?: string | null;
}

export interface PlaceHoldOptions {
  /** How long the slot is kept while the patient pays (HOLD_MINUTES). */
  holdMinutes: number;
  now?: Date;
  settings?: SchedulerSettings;
  /**
   * A slot an external scheduler (Calendly) has just offered; when absent the built-in scheduler's rules
   * decide whether `start` is offered.
   */
  externalSlot?: Slot & { provider: "calendly" };
}

export interface PlacedHold {
  appointmentId: string;
  start: Date;
  end: Date;
  holdExpiresAt: Date;
}

/**
 * Keeps a slot for a patient while they pay (docs/product/decisions.md, 7). Named steps: check the time is offered, then in
 * one transaction queue for the calendar, expire lapsed holds on that time, release the patient's own earlier
 * hold, and insert. The exclusion constraint is the judge between two patients racing for one slot: the
 * loser's insert fails and becomes SlotUnavailableError.
 */
export async function placeHold(db: Database, input: PlaceHoldInput, options: PlaceHoldOptions): Promise<PlacedHold> {
  const now = options.now ?? new Date();
  const { slot, bufferMinutes, provider } = await ensureOffered(db, input.start, options, now);
  const blockedUntil = new Date(slot.end.getTime() + bufferMinutes * 60_000);
  const holdExpiresAt = new Date(now.getTime() + options.holdMinutes * 60_000);
  try {
    const id = await db.transaction(async (tx) => {
      await queueForCalendar(tx);
      await expireLapsedHoldsOverlapping(tx, { start: slot.start, blockedUntil, now });
      // A patient holds one time at a time: choosing again (back from the checkout) frees the first choice.
      await tx
        .update(appointments)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(appointments.status, "held"), eq(appointments.email, input.details.email)));
      const [row] = await tx
        .insert(appointments)
        .values({
          practitionerId: PRACTITIONER_ID,
          status: "held",
          name: input.details.name,
          email: input.details.email,
          phone: input.details.phone,
          notes: input.details.notes || null,
          patientTimeZone: input.patientTimeZone && isValidTimeZone(input.patientTimeZone) ? input.patientTimeZone : null,
          startAt: slot.start,
          endAt: slot.end,
          blockedUntil,
          holdExpiresAt,
          schedulingProvider: provider,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: appointments.id });
      return row!.id;
    });
    return { appointmentId: id, start: slot.start, end: slot.end, holdExpiresAt };
  } catch (error) {
    if (isExclusionViolation(error)) throw new SlotUnavailableError();
    throw error;
  }
}

async function ensureOffered(
  db: Database,
  start: Date,
  options: PlaceHoldOptions,
  now: Date,
): Promise<{ slot: Slot; bufferMinutes: number; provider: "builtin" | "calendly" }> {
  if (options.externalSlot) {
    if (options.externalSlot.start.getTime() !== start.getTime() || start.getTime() <= now.getTime()) {
      throw new SlotNotOfferedError();
    }
    // The external scheduler keeps its own buffers; here the row only has to not overlap another.
    return { slot: options.externalSlot, bufferMinutes: 0, provider: options.externalSlot.provider };
  }
  const settings = options.settings ?? (await loadSchedulerSettings(db));
  // The rules alone (no busy time): a taken slot is for the constraint to refuse, in the same transaction.
  const slot = generateSlots({ settings, now }).find((candidate) => candidate.start.getTime() === start.getTime());
  if (!slot) throw new SlotNotOfferedError();
  return { slot, bufferMinutes: settings.bufferMinutes, provider: "builtin" };
}
