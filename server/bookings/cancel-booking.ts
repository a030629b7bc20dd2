import { eq } from "drizzle-orm";
import { depositOnPatientCancel, type DepositOnCancel } from "#core/booking/cancel-deposit.ts";
import { noticeStanding } from "#core/booking/notice-rule.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import type { DepositRefundRow } from "#db/schema/refunds.ts";
import { recordAudit } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { ConflictError, NotFoundError } from "#server/errors.ts";
import { queueRefundRetry } from "#server/jobs/refund-retries.ts";
import { findDepositRefund, recordDepositRefund, settleDepositRefund } from "#server/payments/deposit-refund.ts";
import { issueCreditNote } from "#server/receipts/issue-receipt.ts";
import { cancelAppointment } from "./cancel-appointment.ts";
import { enqueueCancellationMails, type CancelledBy, type DepositOutcome } from "./cancellation-mail.ts";

export interface CancelBookingInput {
  appointmentId: string;
  by: CancelledBy;
  /**
   * The deposit: by the notice rule (the patient, Calendly), or the practice's own choice whatever the
   * notice (the admin's waiver).
   */
  deposit: "by-rule" | DepositOnCancel;
  /** The admin's address, for the audit entry. */
  clientAddress?: string | null;
  now?: Date;
}

export interface CancelledBooking {
  appointment: AppointmentRow;
  /** The refund of the deposit, pending or completed; null when the deposit is kept (or none was paid). */
  refund: DepositRefundRow | null;
}

/**
 * Cancels a booking with its deposit: in ONE transaction, holding the appointment's row lock, the
 * appointment is cancelled (its time free at once), the deposit's refund recorded (one per appointment), the
 * mails written and, for the practice, the audit entry; after the commit, the provider is asked for the
 * refund. Whoever comes second (a double click, a retry, concurrent requests, a webhook) waits on the lock,
 * finds the appointment cancelled and answers the same outcome without asking the provider again. A refund
 * the provider did not make stays pending and is retried on the job queue; the cancellation stands. The
 * appointment's consultation room closes, on every server instance (docs/decisions/0039).
 */
export async function cancelBooking(services: AppServices, input: CancelBookingInput): Promise<CancelledBooking> {
  const { db } = services.database;
  const now = input.now ?? new Date();
  const done = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(appointments).where(eq(appointments.id, input.appointmentId)).for("update");
    if (!current) throw new NotFoundError("This appointment was not found.");
    if (current.status === "cancelled") {
      return { appointment: current, refund: await findDepositRefund(tx, current.id), mailIds: [] as string[], first: false };
    }
    if (current.status !== "confirmed" && current.status !== "awaiting_time") {
      throw new ConflictError("Only a paid appointment can be cancelled here.");
    }
    if (input.by === "patient" && current.startAt && noticeStanding(current.startAt, now, services.config.afterBooking).started) {
      throw new ConflictError(
        "This appointment has already started, so it can no longer be cancelled online. Please contact the practice.",
      );
    }
    const depositPaid = current.depositPaidAt !== null;
    const choice =
      input.deposit === "by-rule"
        ? depositOnPatientCancel({ status: current.status, startAt: current.startAt, depositPaid }, now, services.config.afterBooking)
        : input.deposit;
    const cancelled = await cancelAppointment(tx, { appointmentId: current.id, now });
    const refund = depositPaid && choice === "refund" ? await recordDepositRefund(tx, cancelled) : null;
    const depositCents = current.depositCents ?? 0;
    const deposit: DepositOutcome = !depositPaid
      ? { kind: "none" }
      : refund
        ? { kind: "refund", amountCents: refund.amountCents }
        : { kind: "keep", amountCents: depositCents };
    const creditNote = refund ? await issueCreditNote(tx, cancelled, refund.amountCents) : null;
    const mailIds = await enqueueCancellationMails(tx, services.config, cancelled, { by: input.by, deposit, creditNote });
    if (input.by === "practice") {
      await recordAudit(tx, {
        action: "appointment.cancelled",
        actor: "admin",
        clientAddress: input.clientAddress ?? null,
        appointmentId: current.id,
        details: { depositRefunded: refund !== null, amountCents: refund?.amountCents ?? 0 },
      });
    }
    if (depositPaid && choice === "refund" && !refund) {
      // A paid appointment whose captured deposit we hold no record of: the practice refunds it by hand.
      services.logger.error({ appointmentId: current.id }, "cancelled with a refund, but no captured deposit is on record");
    }
    return { appointment: cancelled, refund, mailIds, first: true };
  });
  await services.mail.dispatch(done.mailIds);
  if (done.first) await services.consultationRooms.closeRoom(done.appointment.id, "cancelled");
  if (!done.first || !done.refund || done.refund.status !== "pending") return { appointment: done.appointment, refund: done.refund };
  const refund = await settleDepositRefund(services, done.refund.id);
  if (refund.status === "pending") await queueRefundRetry(services, refund.id);
  return { appointment: done.appointment, refund };
}
