import { pageContext } from "#contracts/page-context.ts";
import type { FeeSchedule } from "#core/fees.ts";
import type { RouterContextProvider } from "react-router";

/** What a page that shows money needs from the server's configuration (docs/product/decisions.md, 1, 4; docs/decisions/0006). */
export interface Pricing {
  fees: FeeSchedule;
  /** The built-in test payment provider is active: pages that mention money must say so. */
  testMode: boolean;
  /** Hours of notice for a refund or a move (CANCELLATION_NOTICE_HOURS), as the API enforces them. */
  noticeHours: number;
}

/**
 * For route loaders only (server-side): the fee schedule the server runs with, from the page context the
 * server hands every request. A page that calls this is rendered per request, never prerendered, so a
 * changed fee or notice needs a restart and no rebuild.
 */
export function loadPricing(context: Readonly<RouterContextProvider>): Pricing {
  const page = context.get(pageContext);
  return { fees: page.fees, testMode: page.paymentProvider === "test", noticeHours: page.cancellationNoticeHours };
}
