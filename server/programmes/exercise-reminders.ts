import { and, eq, exists, gte, inArray, isNull, lte, notExists } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { addDays, melbourneDay, melbourneMidnight } from "#core/calendar/melbourne-days.ts";
import { programmeAdherence } from "#core/adherence/adherence.ts";
import { melbourneHour, mondayOf } from "#core/adherence/melbourne-weeks.ts";
import type { Database } from "#db/client.ts";
import { patients } from "#db/schema/patients.ts";
import { exerciseReminders, programmeSessions, programmeVersions, programmes } from "#db/schema/programmes.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import type { AppServices } from "#server/context.ts";
import { startPeriodicRound, type RoundTiming } from "#server/jobs/periodic-round.ts";
import { exerciseReminderMail } from "./exercise-reminder-mail.ts";
import { optOutLinksFor } from "./reminder-opt-out-link.ts";

/**
 * The weekly exercise reminder (docs/decisions/0051): to a patient with a running programme who has had no
 * session of it for 7 days (the patient list's flag), from 9 am Melbourne time, at most once per patient and
 * Melbourne week. Once across instances: the `exercise_reminders` row (unique per patient and week) is claimed
 * in the transaction that writes the mail, so a second round, here or on another instance, finds it taken.
 */
export const EXERCISE_REMINDER_QUEUE = "exercise-reminders";
/** Not before breakfast: a round before this Melbourne hour sends nothing. */
export const REMINDERS_FROM_HOUR = 9;

export type ExerciseReminderServices = Pick<AppServices, "config" | "logger"> & {
  database: { db: Database };
  mail: Pick<AppServices["mail"], "dispatch">;
};

/**
 * Patients due a reminder at `now`: live, not opted out, not yet reminded this week, with a running programme
 * started at least 7 days ago and no session of it in the last 7 days. Only session times are read (in the
 * clear): no log is opened.
 */
export async function patientsDueForReminder(db: Database, now: Date): Promise<string[]> {
  const today = melbourneDay(now);
  const rows = await db
    .select({ id: programmes.id, patientId: programmes.patientId })
    .from(programmes)
    .innerJoin(patients, eq(patients.id, programmes.patientId))
    .where(
      and(
        isNull(programmes.endedAt),
        isNull(patients.mergedIntoId),
        isNull(patients.exerciseRemindersOptedOutAt),
        exists(
          db
            .select()
            .from(programmeVersions)
            .where(and(eq(programmeVersions.programmeId, programmes.id), lte(programmeVersions.startsOn, addDays(today, -7)))),
        ),
        notExists(
          db
            .select()
            .from(exerciseReminders)
            .where(and(eq(exerciseReminders.patientId, programmes.patientId), eq(exerciseReminders.weekOf, mondayOf(today)))),
        ),
      ),
    );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [versions, sessions] = await Promise.all([
    db.select().from(programmeVersions).where(inArray(programmeVersions.programmeId, ids)),
    db
      .select({ programmeId: programmeVersions.programmeId, endedAt: programmeSessions.endedAt })
      .from(programmeSessions)
      .innerJoin(programmeVersions, eq(programmeVersions.id, programmeSessions.versionId))
      .where(and(inArray(programmeVersions.programmeId, ids), gte(programmeSessions.endedAt, melbourneMidnight(addDays(today, -6))))),
  ]);
  const due = rows.filter(
    (row) =>
      programmeAdherence(
        {
          versions: versions.filter((version) => version.programmeId === row.id),
          sessions: sessions
            .filter((session) => session.programmeId === row.id)
            .map(({ endedAt }) => ({ endedAt, pain: null, effort: null })),
          endedAt: null,
        },
        now,
      ).flags.noSessionForAWeek,
  );
  return [...new Set(due.map((row) => row.patientId))];
}

/** Claims this week's reminder of the patient and writes its mail, in one transaction; the mail's id, or null when taken. */
export async function claimExerciseReminder(services: ExerciseReminderServices, patientId: string, now: Date): Promise<string | null> {
  const { config } = services;
  return services.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(exerciseReminders)
      .values({ patientId, weekOf: mondayOf(melbourneDay(now)), sentAt: now })
      .onConflictDoNothing()
      .returning({ id: exerciseReminders.id });
    if (!claimed) return null;
    const [patient] = await tx.select().from(patients).where(eq(patients.id, patientId));
    if (!patient) throw new Error(`No patient ${patientId} for the exercise reminder`);
    const mail = exerciseReminderMail(patient, {
      publicUrl: config.publicUrl,
      optOutUrl: optOutLinksFor(config).urlFor(patientId),
      replyTo: config.mail.practiceMailbox,
    });
    return enqueueMail(tx, mail);
  });
}

/** One round: the reminders due now written and handed to the mail service; how many this round wrote. */
export async function sendExerciseReminders(services: ExerciseReminderServices, now = new Date()): Promise<number> {
  if (melbourneHour(now) < REMINDERS_FROM_HOUR) return 0;
  const written: string[] = [];
  for (const patientId of await patientsDueForReminder(services.database.db, now)) {
    const mailId = await claimExerciseReminder(services, patientId, now);
    if (mailId) written.push(mailId);
  }
  if (written.length > 0) {
    services.logger.info({ reminders: written.length }, "exercise reminders written");
    await services.mail.dispatch(written);
  }
  return written.length;
}

/** This process's worker of the hourly round and its request for it, every 10 minutes (server/jobs/periodic-round.ts). */
export function startExerciseReminders(
  services: ExerciseReminderServices & { jobs: PgBoss },
  timing: RoundTiming = { askEveryMs: 600_000 },
): Promise<{ stop(): Promise<void> }> {
  return startPeriodicRound(
    services.jobs,
    services.logger,
    {
      queue: EXERCISE_REMINDER_QUEUE,
      periodSeconds: 3_600,
      name: "the hour's exercise reminders",
      run: async () => void (await sendExerciseReminders(services)),
    },
    timing,
  );
}
