import type { FeeSchedule } from "../../../core/fees.ts";
import { getConfig } from "../../../server/config.ts";

/** What the payment pages need from the server's configuration, for their route loaders. */
export interface PaymentPageConfig {
  fees: FeeSchedule;
  provider: "test" | "paypal";
  /** PayPal's public client id for its JS SDK; null in test mode. */
  paypalClientId: string | null;
  /** Calendly's booking page for the inline widget, when Calendly is the scheduler. */
  calendlyUrl: string | null;
}

let calendlyPage: Promise<string | null> | undefined;

/** Calendly's public scheduling page of the configured event type, asked once and kept. */
async function calendlySchedulingUrl(): Promise<string | null> {
  const calendly = getConfig().scheduling.calendly;
  if (!calendly) return null;
  calendlyPage ??= (async () => {
    try {
      const uuid = new URL(calendly.eventTypeUri).pathname.split("/").filter(Boolean).at(-1) ?? "";
      const response = await fetch(`${calendly.apiBaseUrl}/event_types/${encodeURIComponent(uuid)}`, {
        headers: { Authorization: `Bearer ${calendly.apiToken}` },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(String(response.status));
      const { resource } = (await response.json()) as { resource: { scheduling_url?: string } };
      return resource.scheduling_url ?? null;
    } catch {
      calendlyPage = undefined;
      return null;
    }
  })();
  return calendlyPage;
}

export async function loadPaymentPageConfig(options: { withCalendly?: boolean } = {}): Promise<PaymentPageConfig> {
  const config = getConfig();
  return {
    fees: config.fees,
    provider: config.payments.provider,
    paypalClientId: config.payments.provider === "paypal" ? config.payments.clientId : null,
    calendlyUrl: options.withCalendly ? await calendlySchedulingUrl() : null,
  };
}
