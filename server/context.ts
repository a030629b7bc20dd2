import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "#db/client.ts";
import type { PaymentProvider } from "#integrations/payments/payment-provider.ts";
import type { CalendlyClient } from "#integrations/scheduling/calendly/calendly-client.ts";
import type { SchedulingProvider } from "#integrations/scheduling/scheduling-provider.ts";
import type { FileStore } from "#integrations/storage/file-store.ts";
import type { Config } from "./config.ts";
import type { MailService } from "./jobs/mail-service.ts";
import type { ManageLinks } from "./bookings/manage-link.ts";
import type { RoomLinks } from "./video-room/room-link.ts";
import type { ConsultationRooms } from "./video-room/room-connections.ts";
import type { ReferralNotesCipher } from "./referrals/referral-notes.ts";
import type { HealthCipher } from "./health/health-cipher.ts";
import type { Logger } from "./logger.ts";

/**
 * What every handler and use-case may use, built once at start (server/services.ts) or per test
 * (tests/support/test-app.ts). The providers are the ones the configuration chose, built once, so that what
 * they learn (PayPal's OAuth token, Calendly's event type) is kept for the life of the process.
 */
export interface AppServices {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly logger: Logger;
  /** Delivery of the mail outbox: `dispatch(ids)` after committing mail written with `enqueueMail`. */
  readonly mail: MailService;
  /** The pg-boss job queue, started on the site's database; null in API tests (nothing runs jobs there). */
  readonly jobs: PgBoss | null;
  /** Referral documents, encrypted at rest under DATA_DIR (server/referrals/referral-files.ts). */
  readonly referralFiles: FileStore;
  /** Referral clinical notes' encryption, on the documents' key (server/referrals/referral-notes.ts). */
  readonly referralNotes: ReferralNotesCipher;
  /** Intake, clinical notes and addenda sealed at rest, on the same key (server/health/health-cipher.ts). */
  readonly healthRecords: HealthCipher;
  /** The patients' manage-booking links (server/bookings/manage-link.ts). */
  readonly manageLinks: ManageLinks;
  /** The patients' consultation room links (server/video-room/room-link.ts). */
  readonly roomLinks: RoomLinks;
  /** The consultation rooms' WebSocket connections this process holds (server/video-room/room-connections.ts). */
  readonly consultationRooms: ConsultationRooms;
  /** The one active payment provider: the test provider or PayPal (docs/decisions/0007). */
  readonly payments: PaymentProvider;
  /** The one active scheduler: the built-in one, or Calendly when configured (docs/decisions/0010). */
  readonly scheduler: SchedulingProvider;
  /** Calendly's API when Calendly is the scheduler, else null. */
  readonly calendly: CalendlyClient | null;
  /** Periodic clean-up on this process's timer (orphaned referral files); absent in API tests. */
  readonly housekeeping?: { stop(): Promise<void> };
}

/** Hono's environment of every route: the services, and the request's id (X-Request-Id). */
export type AppEnv = {
  Variables: {
    services: AppServices;
    requestId: string;
    /** This answer's Content-Security-Policy nonce (server/http/content-security-policy.ts). */
    cspNonce: string;
    /**
     * The inline script hashes of a page sent without a nonce: a prerendered one (set by the static files) or
     * one rendered the same for everyone (server/http/shared-page-scripts.ts, kept with it by the shared cache).
     */
    scriptHashes: readonly string[] | undefined;
  };
};
