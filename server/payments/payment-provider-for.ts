import { createPaymentProvider } from "../../integrations/payments/create-payment-provider.ts";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.ts";
import type { AppServices } from "../app.ts";

const providers = new WeakMap<AppServices, PaymentProvider>();

/**
 * The provider of one running app, built on first use and kept (PayPal's OAuth token is cached inside it).
 * Tests replace it with `usePaymentProvider` to point the site at a fake.
 */
export function paymentProviderFor(services: AppServices): PaymentProvider {
  let provider = providers.get(services);
  if (!provider) {
    provider = createPaymentProvider(services.config.payments, services.database.db);
    providers.set(services, provider);
  }
  return provider;
}

export function usePaymentProvider(services: AppServices, provider: PaymentProvider): void {
  providers.set(services, provider);
}
