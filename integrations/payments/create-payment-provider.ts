import { practice } from "#core/practice.ts";
import type { Database } from "#db/client.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createPaypalProvider } from "./paypal/paypal-provider.ts";
import { createTestProvider } from "./test/test-provider.ts";

export type PaymentProviderSettings =
  | { readonly provider: "test" }
  | {
      readonly provider: "paypal";
      readonly clientId: string;
      readonly clientSecret: string;
      readonly environment: "sandbox" | "live";
      readonly apiBaseUrl: string | null;
      readonly webhookId: string | null;
    };

/** The one active provider: exactly one is ever built, so test mode and a live provider cannot coexist. */
export function createPaymentProvider(settings: PaymentProviderSettings, db: Database, fetchImpl?: typeof fetch): PaymentProvider {
  if (settings.provider === "test") return createTestProvider(db);
  return createPaypalProvider({ ...settings, brandName: practice.siteName }, fetchImpl);
}
