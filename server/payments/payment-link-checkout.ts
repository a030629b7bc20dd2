import { eq } from "drizzle-orm";
import type { PaymentLinkOrder, PaymentLinkView } from "#contracts/admin.ts";
import { paths } from "#contracts/paths.ts";
import type { Database } from "#db/client.ts";
import type { PaymentLinkRow } from "#db/schema/admin.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { PaymentDeclinedError, type ProviderOrder } from "#integrations/payments/payment-provider.ts";
import type { AppServices } from "#server/context.ts";
import { ConflictError, NotFoundError } from "#server/errors.ts";
import { lockAppointment, openBalanceOrder, recordBalancePaid } from "./balance-payment.ts";
import { asUseCaseError } from "./deposit-orders.ts";
import { paymentLinkStatus } from "./payment-link-state.ts";
import { findPaymentLink } from "./payment-links.ts";
import { verifiedCapture } from "./verified-capture.ts";

/** Said for a token that names no link, whatever the reason: the page learns nothing more. */
const unknownLink = () => new NotFoundError("This payment link is not valid.");

/** How long a patient's order being created is left to finish before another request may redo it. */
const creationLeaseMs = 60_000;

function toView(link: PaymentLinkRow, appointment: AppointmentRow, now: Date): PaymentLinkView {
  return {
    status: paymentLinkStatus(link, appointment.balancePaidAt, now),
    amountCents: link.amountCents,
    currency: "AUD",
    appointmentStart: appointment.startAt?.toISOString() ?? null,
    expiresAt: link.expiresAt.toISOString(),
    paidAt: (link.usedAt ?? appointment.balancePaidAt)?.toISOString() ?? null,
  };
}

async function findLinkedAppointment(db: Database, token: string, lock: boolean) {
  const link = await findPaymentLink(db, token);
  if (!link) throw unknownLink();
  const appointment = lock
    ? await lockAppointment(db, link.appointmentId)
    : (await db.select().from(appointments).where(eq(appointments.id, link.appointmentId)))[0];
  if (!appointment) throw unknownLink();
  return { link, appointment };
}

function assertPayable(view: PaymentLinkView): void {
  if (view.status === "paid") throw new ConflictError("This balance has already been paid.");
  if (view.status === "expired") throw new ConflictError("This payment link has expired. Please contact us for a new one.");
}

/** GET /api/payment-links/:token: the page's state, nothing personal. */
export async function viewPaymentLink(services: AppServices, token: string): Promise<PaymentLinkView> {
  const { link, appointment } = await findLinkedAppointment(services.database.db, token, false);
  return toView(link, appointment, new Date());
}

/**
 * The patient starts paying: the provider order for the link's amount (never one the browser names), and
 * where the payer approves it (PayPal's page, which returns to the link). One per link while it is open:
 * opening the page twice gives the same order.
 */
export async function createPaymentLinkOrder(services: AppServices, token: string): Promise<PaymentLinkOrder> {
  const { db } = services.database;
  const claim = await db.transaction(async (tx) => {
    const now = new Date();
    const { link, appointment } = await findLinkedAppointment(tx, token, true);
    assertPayable(toView(link, appointment, now));
    const open = await openBalanceOrder(tx, appointment.id);
    if (open?.savedMethodId) throw new ConflictError("A payment for this balance is already in progress.");
    if (open?.providerOrderId) return { row: open, existing: open.providerOrderId };
    if (open && now.getTime() - open.updatedAt.getTime() < creationLeaseMs) {
      throw new ConflictError("Your payment is being prepared. Please try again in a moment.");
    }
    if (open) {
      const [resumed] = await tx.update(paymentOrders).set({ updatedAt: now }).where(eq(paymentOrders.id, open.id)).returning();
      return { row: resumed!, existing: null };
    }
    const [row] = await tx
      .insert(paymentOrders)
      .values({
        provider: services.payments.name,
        purpose: "balance",
        amountCents: link.amountCents,
        currency: link.currency,
        appointmentId: appointment.id,
      })
      .returning();
    return { row: row!, existing: null };
  });
  const back = `${services.config.publicUrl}${paths.payBalance(token)}`;
  let order: ProviderOrder;
  try {
    if (claim.existing) {
      const existing = await services.payments.getOrder(claim.existing);
      return { id: existing.id, approveUrl: existing.approveUrl };
    }
    order = await services.payments.createPaymentLink({
      amountCents: claim.row.amountCents,
      currency: "AUD",
      reference: claim.row.id,
      description: "ACL Rehabilitation Consultation: balance",
      requestId: `balance-order-${claim.row.id}`,
      returnUrl: back,
      cancelUrl: back,
    });
  } catch (error) {
    asUseCaseError(error);
  }
  await db.update(paymentOrders).set({ providerOrderId: order.id, updatedAt: new Date() }).where(eq(paymentOrders.id, claim.row.id));
  return { id: order.id, approveUrl: order.approveUrl };
}

/**
 * The patient approved: take the money, check with the provider that it is the link's amount in AUD, and
 * only then mark the balance paid and the link used, once, with the receipt (docs/product/decisions.md, 5). A repeat
 * after success answers the paid state.
 */
export async function capturePaymentLinkOrder(
  services: AppServices,
  token: string,
  orderId: string,
  actor: { clientAddress: string | null },
): Promise<PaymentLinkView> {
  const { db } = services.database;
  const provider = services.payments;
  const { link, appointment } = await findLinkedAppointment(db, token, false);
  const view = toView(link, appointment, new Date());
  if (view.status === "paid") return view;
  assertPayable(view);
  const row = await openBalanceOrder(db, appointment.id);
  if (!row || row.savedMethodId || row.providerOrderId !== orderId) {
    throw new ConflictError("This payment does not belong to this link. Please reload the page and try again.");
  }

  let order: ProviderOrder;
  try {
    order = await provider.captureOrder(orderId, { requestId: `balance-capture-${row.id}` });
  } catch (error) {
    if (error instanceof PaymentDeclinedError && error.code === "ORDER_ALREADY_CAPTURED") {
      order = await provider.getOrder(orderId);
    } else {
      // A declined payment frees the link for another attempt with a new order.
      if (error instanceof PaymentDeclinedError && error.code !== "ORDER_NOT_APPROVED") {
        await db
          .update(paymentOrders)
          .set({ status: "declined", outcome: "declined", updatedAt: new Date() })
          .where(eq(paymentOrders.id, row.id));
      }
      asUseCaseError(error);
    }
  }
  const capture = verifiedCapture(order, row);
  const mailId = await db.transaction(async (tx) => {
    const locked = await lockAppointment(tx, appointment.id);
    if (locked.balancePaidAt) return null;
    return recordBalancePaid(tx, services, {
      appointment: locked,
      row,
      order,
      capture,
      audit: { action: "balance.paid_by_link", actor: "patient", clientAddress: actor.clientAddress },
      linkId: link.id,
    });
  });
  if (mailId) await services.mail.dispatch([mailId]);
  return viewPaymentLink(services, token);
}
