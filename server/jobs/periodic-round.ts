import type { PgBoss } from "pg-boss";
import type { Logger } from "#server/logger.ts";
import { every } from "./every.ts";

/**
 * A round of work done once per period across every instance, with no cron (server/jobs/job-queue.ts): each
 * process asks for the period's job on its own timer, pg-boss keeps one job per period (`singletonSeconds`,
 * whichever process asks first) and runs one at a time (the "singleton" queue). A round must still be safe
 * to run twice at once: each one claims what it changes.
 */
export interface PeriodicRound {
  queue: string;
  /** The period: at most one job is kept per this many seconds. */
  periodSeconds: number;
  /** For the log when asking fails: "the day's record retention". */
  name: string;
  run(): Promise<void>;
}

export interface RoundTiming {
  askEveryMs: number;
  pollingIntervalSeconds?: number;
}

/** Asks for the period's job; null when this period's is already kept. A failed round is tried 3 more times, 5 minutes apart. */
export function askForRound(boss: PgBoss, round: Pick<PeriodicRound, "queue" | "periodSeconds">): Promise<string | null> {
  return boss.send(round.queue, {}, { singletonSeconds: round.periodSeconds, retryLimit: 3, retryDelay: 300 });
}

/** Starts this process's worker of the round and its request for it (at once, then every `askEveryMs`); `stop` ends both. */
export async function startPeriodicRound(
  boss: PgBoss,
  logger: Logger,
  round: PeriodicRound,
  { askEveryMs, pollingIntervalSeconds = 60 }: RoundTiming,
): Promise<{ stop(): Promise<void> }> {
  await boss.createQueue(round.queue, { policy: "singleton" });
  await boss.work(round.queue, { pollingIntervalSeconds }, () => round.run());
  const asking = every(askEveryMs, () =>
    askForRound(boss, round).then(
      () => undefined,
      (error: unknown) => logger.warn({ err: error, queue: round.queue }, `could not ask for ${round.name}`),
    ),
  );
  return {
    async stop() {
      await asking.stop();
      await boss.offWork(round.queue, { wait: true });
    },
  };
}
