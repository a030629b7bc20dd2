import { pageContext } from "#contracts/page-context.ts";
import type { FeeSchedule } from "#core/fees.ts";
import type { RouterContextProvider } from "react-router";

/** What the payment pages need from the server's configuration, for their route loaders. */
export interface PaymentPageConfig {
  fees: FeeSchedule;
  provider: "test" | "paypal";
  /** PayPal's public client id for its JS SDK; null in test mode. */
  paypalClientId: string | null;
  /** Calendly's booking page for the inline widget, when Calendly is the scheduler. */
  calendlyUrl: string | null;
  /** Hours of notice for a refund or a move (CANCELLATION_NOTICE_HOURS), as the API enforces them. */
  noticeHours: number;
}

export async function loadPaymentPageConfig(
  context: Readonly<RouterContextProvider>,
  options: { withCalendly?: boolean } = {},
): Promise<PaymentPageConfig> {
  const page = context.get(pageContext);
  return {
    fees: page.fees,
    provider: page.paymentProvider,
    paypalClientId: page.paypalClientId,
    calendlyUrl: options.withCalendly ? await page.calendlySchedulingUrl() : null,
    noticeHours: page.cancellationNoticeHours,
  };
}
