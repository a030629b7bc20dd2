/**
 * The one fee schedule (docs/product/decisions.md, 1). Amounts are integer cents so no sum is ever off by a rounding error;
 * every page, email, button and provider order renders from a FeeSchedule, never from a literal.
 */
export interface FeeSchedule {
  readonly consultationCents: number;
  readonly depositCents: number;
  readonly currency: "AUD";
}

export const defaultFeeSchedule: FeeSchedule = {
  consultationCents: 18_000,
  depositCents: 9_000,
  currency: "AUD",
};

/**
 * A fee schedule from configured figures. Both are whole cents above zero, and the deposit is less than the fee:
 * the balance is charged later as an order and a receipt of its own, which PayPal and the database
 * (payment_orders_amount_positive, receipts_amount_positive) refuse for nothing.
 */
export function createFeeSchedule(consultationCents: number, depositCents: number): FeeSchedule {
  if (!Number.isSafeInteger(consultationCents) || consultationCents <= 0) {
    throw new RangeError("The consultation fee must be a positive whole number of cents");
  }
  if (!Number.isSafeInteger(depositCents) || depositCents <= 0 || depositCents >= consultationCents) {
    throw new RangeError("The deposit must be a positive whole number of cents, less than the consultation fee");
  }
  return { consultationCents, depositCents, currency: "AUD" };
}

export function balanceCents(fees: FeeSchedule): number {
  return fees.consultationCents - fees.depositCents;
}

/** "$90" for whole dollars, "$90.50" otherwise: how the spec writes prices in running text; a credit is "-$90". */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100).toLocaleString("en-AU");
  const rest = abs % 100;
  return rest === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(rest).padStart(2, "0")}`;
}

/** "90.00": the decimal string payment providers take and return. */
export function toDecimalAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Parses a provider's "90.00" back to cents; null when it is not a plain two-place decimal. */
export function fromDecimalAmount(value: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  // The pattern always captures the whole dollars; the cents are optional.
  const [, whole, fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
