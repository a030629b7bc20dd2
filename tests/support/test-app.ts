import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { Logger } from "#server/logger.ts";
import { createApp } from "#server/app.ts";
import { parseConfig } from "#server/config.ts";
import type { AppServices } from "#server/context.ts";
import { manageLinksFor } from "#server/bookings/manage-link.ts";
import { roomLinksFor } from "#server/video-room/room-link.ts";
import { createReferralFileStore } from "#server/referrals/referral-files.ts";
import { referralNotesCipherFor } from "#server/referrals/referral-notes.ts";
import { healthCipherFor } from "#server/health/health-cipher.ts";
import { createMail, createProviders } from "#server/services.ts";
import { createRooms } from "#server/video-room/rooms.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * The real Hono app on a fresh test database, called in process with `app.request()`. `fetch` reaches fake
 * providers in process (the fake Calendly); the fake PayPal listens on a port and needs none.
 */
export async function createTestApp(env: Record<string, string> = {}, options: { fetch?: typeof fetch; logger?: Logger } = {}) {
  const database = await createTestDatabase();
  // Files (referral documents, the generated file key) go to a fresh folder, never the project's ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), "test-app-data-"));
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env });
  const referralFiles = createReferralFileStore(config);
  const logger = options.logger ?? pino({ level: "silent" });
  const services: AppServices = {
    config,
    database,
    logger,
    // Not started: no job queue in API tests. Mail stays pending in the outbox; a test that wants it sent
    // passes SMTP_URL (a loopback smtp-server) and calls `services.mail.deliverDue()`.
    mail: createMail(config, database.db, logger, referralFiles, { smtpTimeoutSeconds: 5 }),
    jobs: null,
    referralFiles,
    referralNotes: referralNotesCipherFor(config),
    healthRecords: healthCipherFor(config),
    manageLinks: manageLinksFor(config),
    roomLinks: roomLinksFor(config),
    // No housekeeping round here: a test that needs one calls `consultationRooms.round()`.
    consultationRooms: await createRooms(config, database, logger),
    ...createProviders(config, database.db, { fetch: options.fetch }),
  };
  const close = async () => {
    await services.consultationRooms.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app: createApp(services), services, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
