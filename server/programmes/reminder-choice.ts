import { eq } from "drizzle-orm";
import type { ExerciseReminderChoice, ExerciseReminderState } from "#contracts/exercise-reminders.ts";
import type { Database } from "#db/client.ts";
import { patients } from "#db/schema/patients.ts";
import { recordAudit } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { NotFoundError } from "#server/errors.ts";
import { optOutLinksFor } from "./reminder-opt-out-link.ts";

/** The opt-out link's patient turning the weekly exercise reminder off or on (docs/decisions/0051). */
type ChoiceServices = Pick<AppServices, "config"> & { database: { db: Database } };

const unknownLink = () => new NotFoundError("This link does not work. Please use the link in your latest reminder email.");

/** Whether the link's patient gets the reminders; null for a link this site did not make (or a deleted record). */
export async function exerciseReminderState(services: ChoiceServices, token: string): Promise<ExerciseReminderState | null> {
  const patientId = optOutLinksFor(services.config).patientOf(token);
  if (!patientId) return null;
  const [row] = await services.database.db
    .select({ optedOutAt: patients.exerciseRemindersOptedOutAt })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row ? { optedOut: row.optedOutAt !== null } : null;
}

/** My care's line: whether the patient's reminders are off, and the link's page to change it. */
export async function exerciseReminderSetting(services: ChoiceServices, patientId: string): Promise<{ optedOut: boolean; path: string }> {
  const [row] = await services.database.db
    .select({ optedOutAt: patients.exerciseRemindersOptedOutAt })
    .from(patients)
    .where(eq(patients.id, patientId));
  return { optedOut: row?.optedOutAt != null, path: optOutLinksFor(services.config).pathFor(patientId) };
}

/** Records the choice (the first opt-out's time is kept) and audits it; NotFoundError for an unknown link. */
export async function chooseExerciseReminders(
  services: ChoiceServices,
  token: string,
  { reminders }: ExerciseReminderChoice,
  clientAddress: string,
  now = new Date(),
): Promise<ExerciseReminderState> {
  const patientId = optOutLinksFor(services.config).patientOf(token);
  if (!patientId) throw unknownLink();
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(patients).where(eq(patients.id, patientId)).for("update");
    if (!row) throw unknownLink();
    const optedOutAt = reminders === "off" ? (row.exerciseRemindersOptedOutAt ?? now) : null;
    await tx.update(patients).set({ exerciseRemindersOptedOutAt: optedOutAt }).where(eq(patients.id, patientId));
    await recordAudit(tx, {
      action: reminders === "off" ? "exercise_reminders.opted_out" : "exercise_reminders.opted_in",
      actor: "patient",
      patientId,
      clientAddress,
    });
    return { optedOut: optedOutAt !== null };
  });
}
