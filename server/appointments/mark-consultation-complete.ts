import { eq } from "drizzle-orm";
import type { AdminAppointment } from "#contracts/admin.ts";
import type { FeeSchedule } from "#core/fees.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { ConflictError, NotFoundError } from "#server/errors.ts";
import { toAdminAppointment } from "./admin-appointment-view.ts";
import { listReceipts } from "#server/receipts/receipt-documents.ts";

export interface AdminActor {
  clientAddress: string | null;
}

/**
 * The practitioner marks a consultation as held (docs/product/spec.md §4 lifecycle): the balance may then be collected.
 * Only a paid appointment that is not cancelled; marking it again changes nothing and records nothing.
 */
export async function markConsultationComplete(
  db: Database,
  appointmentId: string,
  actor: AdminActor,
  fees: FeeSchedule,
  now: Date = new Date(),
): Promise<AdminAppointment> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update");
    if (!current) throw new NotFoundError("This appointment was not found.");
    if (current.depositPaidAt === null || current.status === "cancelled") {
      throw new ConflictError("Only a paid, current appointment can be marked complete.");
    }
    if (current.consultationCompletedAt !== null) return current;
    const [updated] = await tx
      .update(appointments)
      .set({ consultationCompletedAt: now, updatedAt: now })
      .where(eq(appointments.id, appointmentId))
      .returning();
    await recordAudit(tx, {
      action: "appointment.completed",
      actor: "admin",
      clientAddress: actor.clientAddress,
      appointmentId,
    });
    return updated!;
  });
  return toAdminAppointment(row, fees, await listReceipts(db, row.id));
}
