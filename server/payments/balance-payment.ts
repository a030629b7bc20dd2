import { and, desc, eq, ne } from "drizzle-orm";
import { balanceCents } from "#core/fees.ts";
import type { Database } from "#db/client.ts";
import { paymentLinks } from "#db/schema/admin.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import type { ProviderOrder } from "#integrations/payments/payment-provider.ts";
import { recordAudit, type AuditEvent } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { ConflictError, NotFoundError } from "#server/errors.ts";
import { issueReceipt } from "#server/receipts/issue-receipt.ts";
import { enqueueBalanceReceipt } from "./balance-mail.ts";
import type { PaymentOrderRow } from "./deposit-orders.ts";

/** The balance to collect: what the appointment was booked with, from the fee schedule of the time. */
export function balanceDue(services: AppServices, appointment: AppointmentRow): number {
  return appointment.balanceCents ?? balanceCents(services.config.fees);
}

/**
 * The appointment whose balance is being collected, locked until the transaction ends so that two
 * collections of one balance (two clicks, two tabs, the admin and the patient) run one after the other.
 */
export async function lockAppointment(tx: Database, appointmentId: string): Promise<AppointmentRow> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update");
  if (!row) throw new NotFoundError("This appointment was not found.");
  return row;
}

/** Only a held consultation with an unpaid balance can be charged (docs/product/spec.md §4 lifecycle). */
export function assertBalanceCollectable(appointment: AppointmentRow): void {
  if (appointment.balancePaidAt) throw new ConflictError("The balance of this appointment has already been paid.");
  if (!appointment.consultationCompletedAt) {
    throw new ConflictError("Mark the consultation complete before collecting the balance.");
  }
}

/** The appointment's balance order that is not declined: at most one (payment_orders_balance_uq). */
export async function openBalanceOrder(tx: Database, appointmentId: string): Promise<PaymentOrderRow | null> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.appointmentId, appointmentId), eq(paymentOrders.purpose, "balance"), ne(paymentOrders.status, "declined")))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Records a verified balance payment, in the caller's transaction holding the appointment's lock: the
 * order captured, the appointment paid, the link used (when paid through one), the audit line, the
 * receipt's number and the patient's receipt mail with its PDF. Returns the receipt's outbox id, to dispatch after the commit.
 */
export async function recordBalancePaid(
  tx: Database,
  services: AppServices,
  paid: {
    appointment: AppointmentRow;
    row: PaymentOrderRow;
    order: ProviderOrder;
    capture: NonNullable<ProviderOrder["capture"]>;
    audit: Pick<AuditEvent, "action" | "actor" | "clientAddress">;
    linkId?: string;
  },
): Promise<string> {
  const now = new Date();
  const { appointment, row, order, capture } = paid;
  await tx
    .update(paymentOrders)
    .set({
      status: "captured",
      providerOrderId: order.id,
      captureId: capture.id,
      capturedAmountCents: capture.amountCents,
      capturedCurrency: capture.currency,
      payerId: order.payerId,
      updatedAt: now,
    })
    .where(eq(paymentOrders.id, row.id));
  const [updated] = await tx
    .update(appointments)
    .set({ balancePaidAt: now, balanceCents: capture.amountCents, updatedAt: now })
    .where(eq(appointments.id, appointment.id))
    .returning();
  if (paid.linkId) await tx.update(paymentLinks).set({ usedAt: now }).where(eq(paymentLinks.id, paid.linkId));
  await recordAudit(tx, {
    ...paid.audit,
    appointmentId: appointment.id,
    details: { paymentOrderId: row.id, providerOrderId: order.id, amountCents: capture.amountCents, currency: capture.currency },
  });
  const receipt = await issueReceipt(tx, {
    appointmentId: appointment.id,
    kind: "balance",
    amountCents: capture.amountCents,
    method: row.provider,
  });
  return enqueueBalanceReceipt(tx, services.config, updated!, {
    amountCents: capture.amountCents,
    paidAt: now,
    providerOrderId: order.id,
    receipt,
  });
}
