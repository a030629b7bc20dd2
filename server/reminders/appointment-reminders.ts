import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import type { AppServices } from "#server/context.ts";
import { enqueueReminderMail } from "./reminder-mail.ts";

/**
 * The reminder before each confirmed appointment: `REMINDER_HOURS_BEFORE` ahead, one
 * pg-boss job per appointment and start time (`startAfter`, an "exclusive" queue keyed by both, so scheduling
 * twice queues one job). Exactly once, across restarts and processes: the job claims the reminder with a
 * conditional update of `reminder_sent_for` in the transaction that writes the mail, so a second worker, a
 * retried job or a duplicate finds it claimed and sends nothing. A move schedules a job for the new time and
 * the old one finds the start changed; a cancelled appointment is not confirmed any more. An appointment booked
 * less than the reminder's hours ahead gets none (its confirmation says so, server/payments/booking-mail.ts).
 */
export const REMINDER_QUEUE = "appointment-reminder";

export interface ReminderJob {
  appointmentId: string;
  /** The start the reminder is for, ISO: a job for a time the appointment no longer has sends nothing. */
  start: string;
}

type ReminderServices = Pick<AppServices, "config" | "manageLinks" | "roomLinks" | "logger"> & {
  database: { db: Database };
  mail: Pick<AppServices["mail"], "dispatch">;
  jobs: PgBoss | null;
};

const HOUR_MS = 3_600_000;

/** When the reminder for this start is due; null when the booking came too late for one. */
export function reminderDueAt(start: Date, now: Date, reminderHoursBefore: number): Date | null {
  const due = new Date(start.getTime() - reminderHoursBefore * HOUR_MS);
  return due.getTime() > now.getTime() ? due : null;
}

/** Queues the reminder of a confirmed appointment (no-op without a queue, too late, or already queued). */
export async function scheduleReminder(
  services: Pick<ReminderServices, "config" | "jobs" | "logger">,
  appointment: Pick<AppointmentRow, "id" | "status" | "startAt">,
  now = new Date(),
): Promise<boolean> {
  if (!services.jobs || appointment.status !== "confirmed" || !appointment.startAt) return false;
  const due = reminderDueAt(appointment.startAt, now, services.config.afterBooking.reminderHoursBefore);
  if (!due) return false;
  const job: ReminderJob = { appointmentId: appointment.id, start: appointment.startAt.toISOString() };
  try {
    await services.jobs.send(REMINDER_QUEUE, job, {
      singletonKey: `${job.appointmentId}:${job.start}`,
      startAfter: due,
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
    });
  } catch (error) {
    // The sweep queues it again; the booking itself has already been committed.
    services.logger.warn({ err: error, appointmentId: appointment.id }, "the reminder could not be queued");
    return false;
  }
  return true;
}

/**
 * The job: claims the reminder for this start time and writes its mail in one transaction, then sends it.
 * Answers whether this call sent it.
 */
export async function sendReminder(services: ReminderServices, job: ReminderJob, now = new Date()): Promise<boolean> {
  const start = new Date(job.start);
  const mailIds = await services.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(appointments)
      .set({ reminderSentFor: start })
      .where(
        and(
          eq(appointments.id, job.appointmentId),
          eq(appointments.status, "confirmed"),
          eq(appointments.startAt, start),
          gt(appointments.startAt, now),
          or(isNull(appointments.reminderSentFor), ne(appointments.reminderSentFor, start)),
        ),
      )
      .returning();
    if (!claimed) return [];
    return [await enqueueReminderMail(tx, services, { ...claimed, startAt: start, endAt: claimed.endAt ?? start })];
  });
  if (mailIds.length === 0) return false;
  services.logger.info({ appointmentId: job.appointmentId }, "appointment reminder written");
  await services.mail.dispatch(mailIds);
  return true;
}

/**
 * Confirmed appointments whose reminder is still ahead and not sent, queued again: one booked while the queue
 * could not be reached gets its job. The exclusive queue makes repeating this harmless.
 */
export async function queueMissingReminders(services: ReminderServices, now = new Date()): Promise<number> {
  if (!services.jobs) return 0;
  const hours = services.config.afterBooking.reminderHoursBefore;
  const rows = await services.database.db
    .select({ id: appointments.id, status: appointments.status, startAt: appointments.startAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, "confirmed"),
        gt(appointments.startAt, new Date(now.getTime() + hours * HOUR_MS)),
        sql`${appointments.reminderSentFor} is distinct from ${appointments.startAt}`,
      ),
    );
  let queued = 0;
  for (const row of rows) if (await scheduleReminder(services, row, now)) queued += 1;
  return queued;
}

/** Starts this process's reminder worker and its sweep (every `sweepSeconds`); `stop` ends both. */
export async function startReminders(
  services: ReminderServices & { jobs: PgBoss },
  { sweepSeconds = 300, pollingIntervalSeconds = 2 }: { sweepSeconds?: number; pollingIntervalSeconds?: number } = {},
): Promise<{ stop(): Promise<void> }> {
  const boss = services.jobs;
  // "exclusive": at most one queued-or-active job per appointment and start.
  await boss.createQueue(REMINDER_QUEUE, { policy: "exclusive" });
  await boss.work<ReminderJob>(REMINDER_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    if (job) await sendReminder(services, job.data);
  });
  const sweep = () =>
    queueMissingReminders(services).catch((error: unknown) => services.logger.error({ err: error }, "reminder sweep failed"));
  let sweeping = sweep();
  const timer = setInterval(() => {
    sweeping = sweep();
  }, sweepSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
      await boss.offWork(REMINDER_QUEUE, { wait: true });
    },
  };
}
