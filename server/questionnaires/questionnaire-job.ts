import type { PgBoss } from "pg-boss";
import { startPeriodicRound, type RoundTiming } from "#server/jobs/periodic-round.ts";
import { askDueQuestionnaires, type AskingServices } from "./ask-due-questionnaires.ts";

/**
 * The daily round of outcome questionnaires (docs/decisions/0052), a periodic round
 * (server/jobs/periodic-round.ts): the round itself makes and mails each request once even if two ran together.
 */
export const QUESTIONNAIRE_QUEUE = "questionnaire-schedule";

/** Starts this process's worker of the daily round and its hourly request for it; `stop` ends both. */
export function startQuestionnaireRounds(
  services: AskingServices & { jobs: PgBoss },
  timing: RoundTiming = { askEveryMs: 3_600_000 },
): Promise<{ stop(): Promise<void> }> {
  return startPeriodicRound(
    services.jobs,
    services.logger,
    {
      queue: QUESTIONNAIRE_QUEUE,
      periodSeconds: 86_400,
      name: "the day's questionnaire round",
      async run() {
        const { made, mailed } = await askDueQuestionnaires(services);
        if (made > 0 || mailed > 0) services.logger.info({ made, mailed }, "questionnaires asked");
      },
    },
    timing,
  );
}
