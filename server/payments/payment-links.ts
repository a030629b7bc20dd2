import { and, eq, gt, isNull } from "drizzle-orm";
import { paths } from "#contracts/paths.ts";
import type { Database } from "#db/client.ts";
import { paymentLinks, type PaymentLinkRow } from "#db/schema/admin.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import type { AppServices } from "#server/context.ts";
import { enqueuePaymentLinkMail } from "./balance-mail.ts";
import { balanceDue } from "./balance-payment.ts";
import { paymentLinkExpiry } from "./payment-link-state.ts";
import { linkToken, linkTokenHash } from "./payment-link-token.ts";

export interface IssuedPaymentLink {
  link: PaymentLinkRow;
  url: string;
  /** The mail to dispatch after the commit; null when an open link was given again (already mailed). */
  mailId: string | null;
}

export function paymentLinkUrl(services: AppServices, link: PaymentLinkRow): string {
  return `${services.config.publicUrl}${paths.payBalance(linkToken(services.config, link.id))}`;
}

/** The appointment's link that still works: not used, not expired. */
export async function openPaymentLink(tx: Database, appointmentId: string, now: Date): Promise<PaymentLinkRow | null> {
  const [link] = await tx
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.appointmentId, appointmentId), isNull(paymentLinks.usedAt), gt(paymentLinks.expiresAt, now)));
  return link ?? null;
}

/**
 * The link on which the patient pays the balance (docs/product/decisions.md, 5), in the caller's transaction holding
 * the appointment's lock: the open one again if there is one, so there is never a second, or a new one
 * mailed to the patient with the amount and when it expires.
 */
export async function issuePaymentLink(
  tx: Database,
  services: AppServices,
  appointment: AppointmentRow,
  now: Date,
): Promise<IssuedPaymentLink> {
  const open = await openPaymentLink(tx, appointment.id, now);
  if (open) return { link: open, url: paymentLinkUrl(services, open), mailId: null };
  const id = crypto.randomUUID();
  const [link] = await tx
    .insert(paymentLinks)
    .values({
      id,
      appointmentId: appointment.id,
      tokenHash: linkTokenHash(linkToken(services.config, id))!,
      amountCents: balanceDue(services, appointment),
      currency: services.config.fees.currency,
      expiresAt: paymentLinkExpiry(now, services.config.admin.paymentLinkHours),
    })
    .returning();
  const url = paymentLinkUrl(services, link!);
  const mailId = await enqueuePaymentLinkMail(tx, services.config, appointment, {
    url,
    amountCents: link!.amountCents,
    expiresAt: link!.expiresAt,
  });
  return { link: link!, url, mailId };
}

/** The link a token names, or null: a token of the wrong shape is not even looked up. */
export async function findPaymentLink(db: Database, token: string): Promise<PaymentLinkRow | null> {
  const hash = linkTokenHash(token);
  if (!hash) return null;
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.tokenHash, hash));
  return link ?? null;
}
