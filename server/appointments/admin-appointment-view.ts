import type { AdminAppointment, PaymentMethodLabel } from "#contracts/admin.ts";
import type { ReceiptSummary } from "#contracts/receipts.ts";
import { appointmentBadge } from "#core/booking/booking-state.ts";
import { balanceCents, type FeeSchedule } from "#core/fees.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";

const methodLabels: Record<string, PaymentMethodLabel> = { paypal: "PayPal", test: "Test", stripe: "Stripe" };

/** How the dashboard names the provider that took the deposit (spec: "Method PayPal, Stripe or Unknown"). */
export function paymentMethodLabel(provider: string | null): PaymentMethodLabel {
  return (provider && methodLabels[provider]) || "Unknown";
}

/**
 * One dashboard card from its appointment row. Amounts are the appointment's own (what it was booked at),
 * else the fee schedule's: never a literal (docs/product/decisions.md, 1). `receipts` are the row's own
 * (server/receipts/receipt-documents.ts).
 */
export function toAdminAppointment(row: AppointmentRow, fees: FeeSchedule, receipts: ReceiptSummary[]): AdminAppointment {
  const flags = {
    isPaid: row.depositPaidAt !== null,
    consultationCompleted: row.consultationCompletedAt !== null,
    finalPaymentProcessed: row.balancePaidAt !== null,
  };
  const start = row.startAt?.toISOString() ?? null;
  return {
    id: row.id,
    patientId: row.patientId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: start,
    calendlyEventTime: row.schedulingProvider === "calendly" ? start : null,
    notes: row.notes?.trim() ? row.notes : null,
    ...flags,
    paypalOrderId: row.paymentProvider === "paypal" ? row.paymentOrderId : null,
    stripePaymentIntentId: row.paymentProvider === "stripe" ? row.paymentOrderId : null,
    badge: appointmentBadge(flags),
    paymentMethod: paymentMethodLabel(row.paymentProvider),
    depositCents: row.depositCents ?? fees.depositCents,
    balanceCents: row.balanceCents ?? balanceCents(fees),
    testMode: row.paymentProvider === "test",
    schedulingProvider: row.schedulingProvider,
    patientTimeZone: row.patientTimeZone,
    canChargeSavedMethod: row.savedPaymentMethodId !== null,
    cancelled: row.status === "cancelled",
    receipts,
  };
}
