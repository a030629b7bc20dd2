import { eq } from "drizzle-orm";
import {
  defaultSchedulerSettings,
  schedulerSettingsKey,
  schedulerSettingsSchema,
  validateSchedulerSettings,
  type SchedulerSettings,
} from "#core/scheduling/scheduler-settings.ts";
import type { Database } from "#db/client.ts";
import { settings } from "#db/schema/settings.ts";
import { InvalidInputError } from "#server/errors.ts";

/** The scheduler's rules as stored; a missing or unreadable row falls back to the defaults. */
export async function loadSchedulerSettings(db: Database): Promise<SchedulerSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, schedulerSettingsKey));
  if (!row) return defaultSchedulerSettings;
  const parsed = schedulerSettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : defaultSchedulerSettings;
}

/**
 * Validates and stores new rules (the admin's availability editor), used from the next availability
 * request on; refuses bad input with each field's message. Existing bookings are not touched.
 */
export async function saveSchedulerSettings(db: Database, input: unknown): Promise<SchedulerSettings> {
  const checked = validateSchedulerSettings(input);
  if (!checked.ok) throw new InvalidInputError(Object.values(checked.fields)[0] ?? "Please check the settings.", checked.fields);
  const value = checked.settings;
  await db
    .insert(settings)
    .values({ key: schedulerSettingsKey, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return value;
}
