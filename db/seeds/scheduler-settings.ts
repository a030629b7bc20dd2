import { defaultSchedulerSettings, schedulerSettingsKey } from "#core/scheduling/scheduler-settings.ts";
import type { Database } from "#db/client.ts";
import { settings } from "#db/schema/settings.ts";

/** The built-in scheduler's default rules; the admin's later edits are never overwritten. */
export async function seedSchedulerSettings(db: Database): Promise<void> {
  await db.insert(settings).values({ key: schedulerSettingsKey, value: defaultSchedulerSettings }).onConflictDoNothing();
}
