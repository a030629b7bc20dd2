import { and, asc, eq, gte } from "drizzle-orm";
import type { AdminAvailabilityView } from "#contracts/admin-inbox.ts";
import { isWithinWorkingHours } from "#core/scheduling/working-hours.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { builtinAvailability } from "#integrations/scheduling/builtin/builtin-scheduler.ts";
import type { AppServices } from "#server/context.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { loadSchedulerSettings, saveSchedulerSettings } from "./scheduler-settings.ts";

/** How many of the next offered times the editor previews. */
const PREVIEW_SLOTS = 12;

type Deps = Pick<AppServices, "database" | "scheduler" | "calendly" | "logger">;

async function calendlyPage(deps: Deps): Promise<string | null> {
  if (!deps.calendly) return null;
  try {
    return (await deps.calendly.eventType()).schedulingUrl;
  } catch (error) {
    deps.logger.warn({ err: error }, "Calendly's event type could not be read for the availability page");
    return null;
  }
}

/**
 * What the availability editor shows: who schedules, the built-in scheduler's settings, the next times
 * they offer (after existing bookings, as patients see them), and the upcoming bookings that lie outside
 * the hours (a change never moves or drops a booking; the practitioner decides what to do with them).
 */
export async function availabilityView(deps: Deps, now: Date): Promise<AdminAvailabilityView> {
  const { db } = deps.database;
  const settings = await loadSchedulerSettings(db);
  const [slots, upcoming, calendlyUrl] = await Promise.all([
    builtinAvailability(db, { now, settings }),
    db
      .select({ id: appointments.id, name: appointments.name, startAt: appointments.startAt, endAt: appointments.endAt })
      .from(appointments)
      .where(and(eq(appointments.status, "confirmed"), eq(appointments.schedulingProvider, "builtin"), gte(appointments.startAt, now)))
      .orderBy(asc(appointments.startAt))
      .limit(500),
    calendlyPage(deps),
  ]);
  return {
    scheduler: deps.scheduler.name === "calendly" ? "calendly" : "builtin",
    calendlyUrl,
    settings,
    preview: slots.slice(0, PREVIEW_SLOTS).map((slot) => slot.start.toISOString()),
    outsideHours: upcoming
      .filter((row) => row.startAt && row.endAt && !isWithinWorkingHours(row.startAt, row.endAt, settings))
      .map((row) => ({ id: row.id, name: row.name, start: row.startAt!.toISOString() })),
  };
}

/** Saves the editor's settings (validated; refused with each field's message) with its audit entry. */
export async function saveAvailability(db: Database, input: unknown, audit: { clientAddress: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await saveSchedulerSettings(tx, input);
    await recordAudit(tx, { action: "scheduler.settings_saved", actor: "admin", clientAddress: audit.clientAddress });
  });
}
