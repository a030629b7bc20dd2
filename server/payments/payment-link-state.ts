/** What a payment link's page shows: payable, already paid, or too late (docs/product/decisions.md, 5). */
export type PaymentLinkStatus = "open" | "paid" | "expired";

/** A link is spent once the balance is paid, by it or otherwise; otherwise it works until it expires. */
export function paymentLinkStatus(
  link: { expiresAt: Date; usedAt: Date | null },
  balancePaidAt: Date | null,
  now: Date,
): PaymentLinkStatus {
  if (link.usedAt || balancePaidAt) return "paid";
  return link.expiresAt.getTime() > now.getTime() ? "open" : "expired";
}

/** When a link issued now stops working. */
export function paymentLinkExpiry(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}
