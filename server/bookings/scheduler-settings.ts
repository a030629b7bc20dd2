import { eq } from "drizzle-orm";
import {
  defaultSchedulerSettings,
  schedulerSettingsKey,
  schedulerSettingsSchema,
  type SchedulerSettings,
} from "#core/scheduling/scheduler-settings.ts";
import type { Database } from "#db/client.ts";
import { settings } from "#db/schema/settings.ts";

/** The scheduler's rules as stored; a missing or unreadable row falls back to the defaults. */
export async function loadSchedulerSettings(db: Database): Promise<SchedulerSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, schedulerSettingsKey));
  if (!row) return defaultSchedulerSettings;
  const parsed = schedulerSettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : defaultSchedulerSettings;
}

/** Validates and stores new rules (the admin's editor); throws the zod error on bad input. */
export async function saveSchedulerSettings(db: Database, input: unknown): Promise<SchedulerSettings> {
  const value = schedulerSettingsSchema.parse(input);
  await db
    .insert(settings)
    .values({ key: schedulerSettingsKey, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return value;
}
