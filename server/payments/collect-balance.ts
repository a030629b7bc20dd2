import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { ChargeRemainingResponse } from "#contracts/admin.ts";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { PaymentDeclinedError, type ChargeSavedMethodInput, type ProviderOrder } from "#integrations/payments/payment-provider.ts";
import type { TestChargeOutcome, TestPaymentProvider } from "#integrations/payments/test/test-provider.ts";
import { recordAudit } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { ConflictError } from "#server/errors.ts";
import { assertBalanceCollectable, balanceDue, lockAppointment, openBalanceOrder, recordBalancePaid } from "./balance-payment.ts";
import { asUseCaseError, type PaymentOrderRow } from "./deposit-orders.ts";
import { issuePaymentLink, openPaymentLink } from "./payment-links.ts";
import { verifiedCapture } from "./verified-capture.ts";

export interface AdminActor {
  clientAddress: string | null;
}

type LinkReason = Extract<ChargeRemainingResponse, { charged: false }>["reason"];

/**
 * How long a started charge is left to finish before another request may resume it (with the same
 * PayPal-Request-Id, so PayPal answers the first charge rather than making a second): longer than the
 * provider's 15 s time-out, so a live charge is never resumed beside itself.
 */
const chargeLeaseMs = 60_000;

const inProgress = () => new ConflictError("A charge for this balance is already in progress. Please wait a moment.");

/**
 * The practitioner collects an appointment's balance (docs/product/decisions.md, 3 and 5): charged at once from the
 * wallet saved with the deposit, or, without one or when the provider declines or wants the payer, by a
 * payment link mailed to the patient.
 *
 * Once per appointment, however many requests arrive: the appointment's row lock orders them and the
 * balance order row (one per appointment that is not declined, payment_orders_balance_uq) is the claim.
 * The provider is called outside any transaction (a slow PayPal must not hold the database), so a request
 * arriving while a charge is under way is answered 409 "in progress" and one arriving after it 409 "already
 * paid"; neither reaches the provider.
 */
export async function chargeRemaining(
  services: AppServices,
  request: { appointmentId: string; testOutcome?: TestChargeOutcome | undefined },
  actor: AdminActor,
): Promise<ChargeRemainingResponse> {
  const { db } = services.database;
  const step = await db.transaction(async (tx) => {
    const now = new Date();
    const appointment = await lockAppointment(tx, request.appointmentId);
    assertBalanceCollectable(appointment);
    let open = await openBalanceOrder(tx, appointment.id);
    const link = await openPaymentLink(tx, appointment.id, now);
    if (open && !open.savedMethodId && !link) {
      // The patient started paying on a link that has expired since: that order can no longer be captured.
      await markDeclined(tx, open, "abandoned");
      open = null;
    }
    if (!appointment.savedPaymentMethodId || link || (open && !open.savedMethodId)) {
      return { kind: "link" as const, ...(await sendLink(tx, services, appointment, await linkReason(tx, appointment), actor, now)) };
    }
    if (open) {
      if (now.getTime() - open.updatedAt.getTime() < chargeLeaseMs) throw inProgress();
      // A charge started earlier never finished (the server stopped, PayPal timed out): resume it.
      const [resumed] = await tx.update(paymentOrders).set({ updatedAt: now }).where(eq(paymentOrders.id, open.id)).returning();
      return { kind: "charge" as const, row: resumed! };
    }
    const [row] = await tx
      .insert(paymentOrders)
      .values({
        provider: services.payments.name,
        purpose: "balance",
        amountCents: balanceDue(services, appointment),
        currency: services.config.fees.currency,
        appointmentId: appointment.id,
        savedMethodId: appointment.savedPaymentMethodId,
      })
      .returning();
    return { kind: "charge" as const, row: row! };
  });

  if (step.kind === "link") {
    await services.mail.dispatch(step.mailIds);
    return { charged: false, paymentUrl: step.url, reason: step.reason };
  }
  return chargeSavedMethod(services, step.row, request.testOutcome, actor);
}

async function chargeSavedMethod(
  services: AppServices,
  row: PaymentOrderRow,
  testOutcome: TestChargeOutcome | undefined,
  actor: AdminActor,
): Promise<ChargeRemainingResponse> {
  const { db } = services.database;
  const input: ChargeSavedMethodInput = {
    savedMethodId: row.savedMethodId!,
    amountCents: row.amountCents,
    currency: "AUD",
    reference: row.id,
    description: "ACL Rehabilitation Consultation: balance",
    requestId: `balance-charge-${row.id}`,
  };
  let order: ProviderOrder;
  try {
    const provider = services.payments;
    // The practitioner may play a decline or a payer-action answer in test mode; PayPal decides for itself.
    order =
      provider.name === "test"
        ? await (provider as TestPaymentProvider).chargeSavedMethod({ ...input, outcome: testOutcome })
        : await provider.chargeSavedMethod(input);
  } catch (error) {
    if (error instanceof PaymentDeclinedError && error.code === "PREVIOUS_REQUEST_IN_PROGRESS") throw inProgress();
    if (error instanceof PaymentDeclinedError) {
      return fallBackToLink(services, row, error.code === "PAYER_ACTION_REQUIRED" ? "payer-action-required" : "declined", actor);
    }
    // Unreachable provider: the claim stays, and a retry after the lease resumes the same charge.
    asUseCaseError(error);
  }
  const capture = verifiedCapture(order, row);
  const mailId = await db.transaction(async (tx) => {
    const appointment = await lockAppointment(tx, row.appointmentId!);
    if (appointment.balancePaidAt) return null;
    return recordBalancePaid(tx, services, {
      appointment,
      row,
      order,
      capture,
      audit: { action: "balance.charged", actor: "admin", clientAddress: actor.clientAddress },
    });
  });
  if (mailId) await services.mail.dispatch([mailId]);
  return { charged: true };
}

/** The saved wallet was declined, or PayPal wants the payer: the patient pays on a link instead. */
async function fallBackToLink(
  services: AppServices,
  row: PaymentOrderRow,
  reason: Exclude<LinkReason, "no-saved-method">,
  actor: AdminActor,
): Promise<ChargeRemainingResponse> {
  const sent = await services.database.db.transaction(async (tx) => {
    const appointment = await lockAppointment(tx, row.appointmentId!);
    await markDeclined(tx, row, reason === "payer-action-required" ? "payer_action_required" : "declined");
    await recordAudit(tx, {
      action: "balance.declined",
      actor: "admin",
      clientAddress: actor.clientAddress,
      appointmentId: appointment.id,
      details: { paymentOrderId: row.id, amountCents: row.amountCents, reason },
    });
    return sendLink(tx, services, appointment, reason, actor, new Date());
  });
  await services.mail.dispatch(sent.mailIds);
  return { charged: false, paymentUrl: sent.url, reason };
}

async function sendLink(
  tx: Database,
  services: AppServices,
  appointment: AppointmentRow,
  reason: LinkReason,
  actor: AdminActor,
  now: Date,
) {
  const issued = await issuePaymentLink(tx, services, appointment, now);
  await recordAudit(tx, {
    action: "balance.link_created",
    actor: "admin",
    clientAddress: actor.clientAddress,
    appointmentId: appointment.id,
    details: { paymentLinkId: issued.link.id, amountCents: issued.link.amountCents, reason, reused: issued.mailId === null },
  });
  return { url: issued.url, reason, mailIds: issued.mailId ? [issued.mailId] : [] };
}

async function markDeclined(tx: Database, row: PaymentOrderRow, outcome: string): Promise<void> {
  await tx.update(paymentOrders).set({ status: "declined", outcome, updatedAt: new Date() }).where(eq(paymentOrders.id, row.id));
}

/** Why the patient pays on a link: no saved wallet, or what happened to the last charge of it. */
async function linkReason(tx: Database, appointment: AppointmentRow): Promise<LinkReason> {
  if (!appointment.savedPaymentMethodId) return "no-saved-method";
  const [last] = await tx
    .select({ outcome: paymentOrders.outcome })
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.appointmentId, appointment.id), eq(paymentOrders.purpose, "balance"), isNotNull(paymentOrders.savedMethodId)),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return last?.outcome === "payer_action_required" ? "payer-action-required" : "declined";
}
