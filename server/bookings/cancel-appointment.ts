import { eq, sql } from "drizzle-orm";
import { assertTransition } from "#core/booking/booking-state.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { AppointmentNotFoundError } from "./errors.ts";

/**
 * Cancels an appointment (its time is freed at once); cancelling twice answers the same row. The invitation's
 * SEQUENCE goes up by one, so the METHOD:CANCEL sent for it supersedes the invitation the patient holds.
 */
export async function cancelAppointment(
  tx: Database,
  { appointmentId, now = new Date() }: { appointmentId: string; now?: Date },
): Promise<AppointmentRow> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update");
  if (!row) throw new AppointmentNotFoundError(appointmentId);
  if (row.status === "cancelled") return row;
  assertTransition(row.status, "cancelled");
  const [cancelled] = await tx
    .update(appointments)
    .set({
      status: "cancelled",
      cancelledAt: now,
      holdExpiresAt: null,
      inviteSequence: sql`${appointments.inviteSequence} + 1`,
      updatedAt: now,
    })
    .where(eq(appointments.id, appointmentId))
    .returning();
  return cancelled!;
}
