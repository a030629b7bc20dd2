import type { ProviderOrder } from "#integrations/payments/payment-provider.ts";
import type { TestPaymentProvider } from "#integrations/payments/test/test-provider.ts";
import type { AppServices } from "#server/context.ts";
import { NotFoundError } from "#server/errors.ts";
import { findPaymentOrder } from "./deposit-orders.ts";

/**
 * The test provider's approval window: the payer approves or declines one of the site's orders (the
 * deposit's checkout through its API, the balance page through its action). Nothing in live payments.
 */
export async function decideTestOrder(services: AppServices, orderId: string, action: "approve" | "decline"): Promise<ProviderOrder> {
  if (services.payments.name !== "test") throw new NotFoundError("Not found");
  const row = await findPaymentOrder(services, orderId);
  return (services.payments as TestPaymentProvider)[action](row.providerOrderId!);
}
