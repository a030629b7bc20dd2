import type { FeeSchedule } from "../../core/fees.ts";
import { getConfig } from "../../server/config.ts";

/** What a page that shows money needs from the server's configuration (decisions 1, 4; docs/decisions/0006). */
export interface Pricing {
  fees: FeeSchedule;
  /** The built-in test payment provider is active: pages that mention money must say so. */
  testMode: boolean;
}

/**
 * For route loaders only (server-side): the fee schedule the server runs with. A page that calls this is
 * rendered per request, never prerendered, so a changed fee needs a restart and no rebuild.
 */
export function loadPricing(): Pricing {
  const config = getConfig();
  return { fees: config.fees, testMode: config.payments.provider === "test" };
}
