import type { BalancePages } from "#contracts/page-context.ts";
import type { AppServices } from "#server/context.ts";
import { NotFoundError } from "#server/errors.ts";
import { capturePaymentLinkOrder, createPaymentLinkOrder, viewPaymentLink } from "#server/payments/payment-link-checkout.ts";
import { decideTestOrder } from "#server/payments/test-order-decision.ts";
import type { PageWrite } from "./page-writes.ts";

/** The balance page's reads and writes: the use-cases of /api/payment-links/:token and the test approval. */
export function balancePages(services: AppServices, clientAddress: string, write: PageWrite): BalancePages {
  return {
    async view(token) {
      try {
        return await viewPaymentLink(services, token);
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    order: (token) => write(() => createPaymentLinkOrder(services, token)),
    decideTest: (orderId, action) =>
      write(async () => {
        await decideTestOrder(services, orderId, action);
      }),
    capture: (token, orderId) => write(() => capturePaymentLinkOrder(services, token, orderId, { clientAddress })),
  };
}
