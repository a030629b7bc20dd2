import type { Database } from "../../db/client.ts";
import { createBuiltinScheduler } from "../../integrations/scheduling/builtin/builtin-scheduler.ts";
import { createCalendlyScheduler } from "../../integrations/scheduling/calendly/calendly-scheduler.ts";
import type { SchedulingProvider } from "../../integrations/scheduling/scheduling-provider.ts";
import type { SchedulingConfig } from "../config.ts";
import { loadSchedulerSettings } from "./scheduler-settings.ts";

const providers = new WeakMap<object, SchedulingProvider>();

/**
 * The one active scheduler (decision 6): Calendly when configured, else the built-in one. Built once per
 * configuration object so the Calendly adapter keeps what it has learnt (the event type's length).
 */
export function activeScheduler(
  services: { config: { scheduling: SchedulingConfig }; database: { db: Database } },
  options: { fetch?: typeof fetch } = {},
): SchedulingProvider {
  const key = services.config;
  let provider = providers.get(key);
  if (!provider) {
    const { calendly } = services.config.scheduling;
    const db = services.database.db;
    provider = calendly
      ? createCalendlyScheduler({ ...calendly, fetch: options.fetch })
      : createBuiltinScheduler(db, () => loadSchedulerSettings(db));
    providers.set(key, provider);
  }
  return provider;
}
