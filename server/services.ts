import { openDatabase } from "../db/client.ts";
import { seedDatabase } from "../db/seed.ts";
import type { AppServices } from "./app.ts";
import type { Config } from "./config.ts";
import { startJobQueue, stopJobQueue } from "./jobs/job-queue.ts";
import { createMailService } from "./jobs/mail-service.ts";
import type { Logger } from "./logger.ts";
import { createSmtpTransport } from "../integrations/mail/smtp-transport.ts";
import { startOrphanFileSweep } from "./referrals/orphan-files.ts";
import { createReferralFileStore, mailAttachmentLoaders } from "./referrals/referral-files.ts";

/** Opens the database chosen by the configuration, applies migrations and seed data. */
export async function createServices(config: Config, logger: Logger): Promise<AppServices> {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  logger.info(
    { driver: database.driver, ms: Math.round(performance.now() - started) },
    "database migrated and seeded",
  );
  const referralFiles = createReferralFileStore(config);
  const mail = createMailService({
    db: database.db,
    transport: config.mail.smtpUrl ? createSmtpTransport({ url: config.mail.smtpUrl }) : null,
    from: config.mail.from,
    logger,
    attachmentLoaders: mailAttachmentLoaders(database.db, referralFiles),
  });
  const jobs = await startJobQueue(database, logger);
  await mail.start(jobs);
  const housekeeping = startOrphanFileSweep(database.db, referralFiles, logger);
  return { config, database, logger, mail, jobs, referralFiles, housekeeping };
}

/** Stops the mail worker and the job queue (running jobs finish), then closes the database. */
export async function closeServices(services: AppServices): Promise<void> {
  await services.housekeeping?.stop();
  await services.mail.stop();
  if (services.jobs) await stopJobQueue(services.jobs);
  await services.database.close();
}
