import type { JobResult, PgBoss } from "pg-boss";
import { mailPriority } from "#core/mail/mail-kinds.ts";
import type { Database } from "#db/client.ts";
import { deliverMail, type DeliveryOutcome, type MailLogger } from "#integrations/mail/delivery.ts";
import { clearSentMailBodies, findDueMail, mailToQueue, type QueuedMail } from "#integrations/mail/outbox.ts";
import type { AttachmentLoaders, MailTransport } from "#integrations/mail/outgoing-mail.ts";
import { eachAtMost } from "./each-at-most.ts";

export const MAIL_QUEUE = "mail-delivery";

export interface MailRetryPolicy {
  /** pg-boss attempts after the first one. */
  limit: number;
  /** First back-off, doubled (with jitter) at each retry, capped at `maxDelaySeconds`. */
  delaySeconds: number;
  maxDelaySeconds: number;
}

/** About 10 retries over roughly 5 hours; after that the sweep starts a new round an hour later. */
export const defaultMailRetry: MailRetryPolicy = { limit: 10, delaySeconds: 30, maxDelaySeconds: 3600 };

export interface MailServiceOptions {
  db: Database;
  transport: MailTransport | null;
  from: string;
  logger: MailLogger & { error(fields: object, message: string): void };
  attachmentLoaders?: AttachmentLoaders;
  retry?: MailRetryPolicy;
  /** How often the worker looks for pending mail nobody queued (a crash between commit and dispatch). */
  sweepIntervalSeconds?: number;
  /** A pending message last tried longer ago than this is queued again by the sweep. */
  retryAfterSeconds?: number;
  /** How often an idle worker polls the queue; with a backlog it fetches the next batch at once. */
  pollingIntervalSeconds?: number;
  /** Sent mail keeps its body this many days (MAIL_BODY_RETENTION_DAYS); the sweep clears older ones. */
  bodyRetentionDays?: number;
}

/** Jobs the worker takes per fetch, per message it sends at once: enough to keep every connection busy. */
const BATCH_PER_CONNECTION = 4;

/**
 * Delivery of the mail outbox. Features write mail with `enqueueMail(tx, mail)` inside their transaction,
 * then call `dispatch(ids)` after the commit. Each message becomes a pg-boss job (one per message: the
 * queue's "exclusive" policy keyed by the message id refuses duplicates) whose priority is its kind's
 * (core/mail/mail-kinds.ts: a confirmation before a contact acknowledgement), retried with exponential
 * back-off while the SMTP server refuses; a periodic sweep re-queues any pending message left behind. The
 * worker takes jobs in batches, highest priority first, and sends as many at once as the transport has
 * connections (docs/decisions/0043).
 */
export interface MailService {
  /** Queues delivery of these outbox messages. Never rejects: the sweep is the safety net. */
  dispatch(ids: readonly string[]): Promise<void>;
  /** Delivers every due message now, in this process and without the queue (tests, operations). */
  deliverDue(): Promise<(DeliveryOutcome | "failed")[]>;
  /** Starts the worker and the sweep on a started pg-boss. */
  start(boss: PgBoss): Promise<void>;
  stop(): Promise<void>;
}

export function createMailService(options: MailServiceOptions): MailService {
  const { db, logger } = options;
  const retry = options.retry ?? defaultMailRetry;
  const sweepMs = (options.sweepIntervalSeconds ?? 60) * 1000;
  const retryAfterSeconds = options.retryAfterSeconds ?? retry.maxDelaySeconds;
  const deps = {
    db,
    transport: options.transport,
    from: options.from,
    attachmentLoaders: options.attachmentLoaders ?? {},
    logger,
  };
  let boss: PgBoss | null = null;
  let sweepTimer: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<void> | null = null;

  const queue = async (messages: readonly QueuedMail[]) => {
    if (!boss) return;
    for (const { id, kind } of messages) {
      await boss.send(
        MAIL_QUEUE,
        { id },
        {
          singletonKey: id,
          priority: mailPriority(kind),
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: true,
          retryDelayMax: retry.maxDelaySeconds,
        },
      );
    }
  };

  const sweep = async () => {
    try {
      await queue(await findDueMail(db, retryAfterSeconds));
      if (options.bodyRetentionDays !== undefined) {
        const cleared = await clearSentMailBodies(db, new Date(Date.now() - options.bodyRetentionDays * 24 * 60 * 60_000));
        if (cleared > 0) logger.info({ count: cleared }, "cleared the bodies of sent mail past its retention");
      }
    } catch (error) {
      logger.error({ err: error }, "mail sweep failed");
    }
  };

  return {
    async dispatch(ids) {
      try {
        if (boss) await queue(await mailToQueue(db, ids));
      } catch (error) {
        logger.warn({ err: error, mailIds: ids }, "could not queue mail now; the sweep will pick it up");
      }
    },

    async deliverDue() {
      const outcomes: (DeliveryOutcome | "failed")[] = [];
      for (const { id } of await findDueMail(db, 0)) {
        try {
          outcomes.push(await deliverMail(id, deps));
        } catch {
          // Already recorded on the row and logged by deliverMail; the message stays pending.
          outcomes.push("failed");
        }
      }
      return outcomes;
    },

    async start(started) {
      boss = started;
      // "exclusive": at most one queued-or-active job per singleton key, i.e. per message.
      await boss.createQueue(MAIL_QUEUE, { policy: "exclusive" });
      const atOnce = options.transport?.maxConnections ?? 1;
      await boss.work<{ id: string }, JobResult[]>(
        MAIL_QUEUE,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          batchSize: atOnce * BATCH_PER_CONNECTION,
          burstWhenBatchFull: true,
          // Each message succeeds or fails on its own: a refused one is retried, its batch's others are not.
          perJobResults: true,
        },
        (jobs) =>
          eachAtMost(atOnce, jobs, async (job): Promise<JobResult> => {
            try {
              await deliverMail(job.data.id, deps);
              return { id: job.id, status: "completed" };
            } catch (error) {
              // Recorded on the row and logged by deliverMail; pg-boss retries it with back-off.
              return { id: job.id, status: "failed", output: { message: error instanceof Error ? error.message : String(error) } };
            }
          }),
      );
      sweeping = sweep();
      sweepTimer = setInterval(() => {
        sweeping = sweep();
      }, sweepMs);
      sweepTimer.unref();
    },

    async stop() {
      if (sweepTimer) clearInterval(sweepTimer);
      sweepTimer = null;
      await sweeping;
      if (boss) await boss.offWork(MAIL_QUEUE, { wait: true });
      boss = null;
      options.transport?.close();
    },
  };
}
