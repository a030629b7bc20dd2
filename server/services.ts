import { openDatabase, type Database } from "#db/client.ts";
import { seedDatabase } from "#db/seed.ts";
import { createSmtpTransport } from "#integrations/mail/smtp-transport.ts";
import { createPaymentProvider } from "#integrations/payments/create-payment-provider.ts";
import { createBuiltinScheduler } from "#integrations/scheduling/builtin/builtin-scheduler.ts";
import { createCalendlyClient } from "#integrations/scheduling/calendly/calendly-client.ts";
import { createCalendlyScheduler } from "#integrations/scheduling/calendly/calendly-scheduler.ts";
import { loadSchedulerSettings } from "./bookings/scheduler-settings.ts";
import type { Config } from "./config.ts";
import type { AppServices } from "./context.ts";
import { startJobQueue, stopJobQueue } from "./jobs/job-queue.ts";
import { startRefundRetries } from "./jobs/refund-retries.ts";
import { startCounterSweep } from "./limits/counter-sweep.ts";
import { createMailService } from "./jobs/mail-service.ts";
import type { Logger } from "./logger.ts";
import { startDepositReconciliation } from "./payments/reconcile-deposits.ts";
import { startOrphanFileSweep } from "./referrals/orphan-files.ts";
import { startReminders } from "./reminders/appointment-reminders.ts";
import { startRecordRetention } from "./record-retention/retention-job.ts";
import { startExerciseReminders } from "./programmes/exercise-reminders.ts";
import { startQuestionnaireRounds } from "./questionnaires/questionnaire-job.ts";
import { createReferralFileStore, referralAttachmentLoaders } from "./referrals/referral-files.ts";
import { manageLinksFor } from "./bookings/manage-link.ts";
import { roomLinksFor } from "./video-room/room-link.ts";
import { createRooms, startRoomRounds } from "./video-room/rooms.ts";
import { receiptAttachmentLoaders } from "./receipts/receipt-documents.ts";
import { referralNotesCipherFor, sealPlaintextNotes } from "./referrals/referral-notes.ts";
import { healthCipherFor } from "./health/health-cipher.ts";
import { progressReportAttachmentLoaders } from "./outcomes/progress-report.ts";

/**
 * The providers the configuration chooses, one of each: the payment provider, Calendly's client and the
 * active scheduler. `fetch` lets tests reach a fake provider in process.
 */
export function createProviders(
  config: Config,
  db: Database,
  options: { fetch?: typeof fetch } = {},
): Pick<AppServices, "payments" | "scheduler" | "calendly"> {
  const { calendly: calendlySettings } = config.scheduling;
  const calendly = calendlySettings ? createCalendlyClient({ ...calendlySettings, fetch: options.fetch }) : null;
  return {
    payments: createPaymentProvider(config.payments, db, options.fetch),
    calendly,
    scheduler: calendly ? createCalendlyScheduler(calendly) : createBuiltinScheduler(db, () => loadSchedulerSettings(db)),
  };
}

/** Mail delivery on the site's database: SMTP when configured, else held in the outbox. */
export function createMail(
  config: Config,
  db: Database,
  logger: Logger,
  referralFiles: AppServices["referralFiles"],
  options: { smtpTimeoutSeconds?: number } = {},
) {
  return createMailService({
    db,
    transport: config.mail.smtpUrl
      ? createSmtpTransport({
          url: config.mail.smtpUrl,
          timeoutSeconds: options.smtpTimeoutSeconds,
          maxConnections: config.mail.smtpMaxConnections,
        })
      : null,
    from: config.mail.from,
    logger,
    attachmentLoaders: {
      ...referralAttachmentLoaders(db, referralFiles),
      ...receiptAttachmentLoaders(db, config),
      ...progressReportAttachmentLoaders({ database: { db }, healthRecords: healthCipherFor(config) }),
    },
    bodyRetentionDays: config.mail.bodyRetentionDays,
  });
}

/**
 * Opens the database chosen by the configuration, applies migrations and seed data, starts the workers. An
 * empty embedded database starts as a copy of `pgliteTemplate` when given (the production build's).
 */
export async function createServices(config: Config, logger: Logger, options: { pgliteTemplate?: string } = {}): Promise<AppServices> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir, template: options.pgliteTemplate },
  );
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  logger.info({ driver: database.driver, ms: Math.round(performance.now() - started) }, "database migrated and seeded");
  const referralFiles = createReferralFileStore(config);
  const referralNotes = referralNotesCipherFor(config);
  const sealedNotes = await sealPlaintextNotes(database.db, referralNotes);
  if (sealedNotes > 0) logger.info({ referrals: sealedNotes }, "referral notes stored before encryption are now encrypted");
  const mail = createMail(config, database.db, logger, referralFiles);
  const jobs = await startJobQueue(database, logger);
  await mail.start(jobs);
  const manageLinks = manageLinksFor(config);
  const services = {
    config,
    database,
    logger,
    mail,
    jobs,
    referralFiles,
    referralNotes,
    healthRecords: healthCipherFor(config),
    manageLinks,
    roomLinks: roomLinksFor(config),
    consultationRooms: await createRooms(config, database, logger),
    ...createProviders(config, database.db),
  };
  await startRefundRetries(jobs, services);
  const sweeps = [
    startOrphanFileSweep(database.db, referralFiles, logger),
    startCounterSweep(database.db, logger),
    startRoomRounds(services.consultationRooms, logger),
    startDepositReconciliation(services, config.paymentReconcileIntervalSeconds * 1000),
    await startReminders({ ...services, jobs }),
    await startRecordRetention({ ...services, jobs }),
    await startExerciseReminders({ ...services, jobs }),
    await startQuestionnaireRounds({ ...services, jobs }),
  ];
  return { ...services, housekeeping: { stop: async () => void (await Promise.all(sweeps.map((sweep) => sweep.stop()))) } };
}

/** Stops the mail worker and the job queue (running jobs finish), then closes the database. */
export async function closeServices(services: AppServices): Promise<void> {
  await services.housekeeping?.stop();
  await services.consultationRooms.stop();
  await services.mail.stop();
  if (services.jobs) await stopJobQueue(services.jobs);
  await services.database.close();
}
