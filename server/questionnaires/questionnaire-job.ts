import type { PgBoss } from "pg-boss";
import { every } from "#server/jobs/every.ts";
import { askDueQuestionnaires, type AskingServices } from "./ask-due-questionnaires.ts";

/**
 * The daily round of outcome questionnaires (docs/decisions/0052), asked for like the record retention's
 * (server/record-retention/retention-job.ts): each process asks every hour, pg-boss keeps one job a day
 * (`singletonSeconds`) and runs one at a time; the round itself makes and mails each request once even if two
 * ran together.
 */
export const QUESTIONNAIRE_QUEUE = "questionnaire-schedule";
const DAY_SECONDS = 86_400;

export async function queueQuestionnaireRound(boss: PgBoss): Promise<string | null> {
  return boss.send(QUESTIONNAIRE_QUEUE, {}, { singletonSeconds: DAY_SECONDS, retryLimit: 3, retryDelay: 600 });
}

/** Starts this process's worker of the daily round and its hourly request for it; `stop` ends both. */
export async function startQuestionnaireRounds(
  services: AskingServices & { jobs: PgBoss },
  { askEveryMs = 3_600_000, pollingIntervalSeconds = 60 }: { askEveryMs?: number; pollingIntervalSeconds?: number } = {},
): Promise<{ stop(): Promise<void> }> {
  const boss = services.jobs;
  await boss.createQueue(QUESTIONNAIRE_QUEUE, { policy: "singleton" });
  await boss.work(QUESTIONNAIRE_QUEUE, { pollingIntervalSeconds }, async () => {
    const { made, mailed } = await askDueQuestionnaires(services);
    if (made > 0 || mailed > 0) services.logger.info({ made, mailed }, "questionnaires asked");
  });
  const asking = every(askEveryMs, () =>
    queueQuestionnaireRound(boss).then(
      () => undefined,
      (error: unknown) => services.logger.warn({ err: error }, "could not ask for the day's questionnaire round"),
    ),
  );
  return {
    async stop() {
      await asking.stop();
      await boss.offWork(QUESTIONNAIRE_QUEUE, { wait: true });
    },
  };
}
