import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { AppServices } from "../../server/app.ts";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { createMailService } from "../../server/jobs/mail-service.ts";
import { createSmtpTransport } from "../../integrations/mail/smtp-transport.ts";
import { createReferralFileStore, mailAttachmentLoaders } from "../../server/referrals/referral-files.ts";
import { createTestDatabase } from "./test-database.ts";

/** The real Hono app on a fresh test database, called in process with `app.request()`. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  // Files (referral documents, the generated file key) go to a fresh folder, never the project's ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), "test-app-data-"));
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env });
  const referralFiles = createReferralFileStore(config);
  const logger = pino({ level: "silent" });
  const services: AppServices = {
    config,
    database,
    logger,
    // Not started: no job queue in API tests. Mail stays pending in the outbox; a test that wants it sent
    // passes SMTP_URL (a loopback smtp-server) and calls `services.mail.deliverDue()`.
    mail: createMailService({
      db: database.db,
      transport: config.mail.smtpUrl ? createSmtpTransport({ url: config.mail.smtpUrl, timeoutSeconds: 5 }) : null,
      from: config.mail.from,
      logger,
      attachmentLoaders: mailAttachmentLoaders(database.db, referralFiles),
    }),
    jobs: null,
    referralFiles,
  };
  const close = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app: createApp(services), services, close };
}
