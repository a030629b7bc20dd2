import * as z from "zod/mini";
import type { Outcome } from "./form-reply.ts";

/**
 * The weekly exercise reminder's opt-out page (docs/decisions/0051): reached by the mail's link, it turns the
 * reminders off, or on again, with a button; opening it changes nothing.
 */
export const exerciseReminderChoiceSchema = z.object({
  reminders: z.enum(["off", "on"], { error: "Choose whether to get the reminders" }),
});
export type ExerciseReminderChoice = z.infer<typeof exerciseReminderChoiceSchema>;

export interface ExerciseReminderState {
  optedOut: boolean;
}

export interface ExerciseReminderPages {
  /** Whether the link's patient gets the reminders; null for a link this site did not make. */
  state(token: string): Promise<ExerciseReminderState | null>;
  /** The choice recorded (404 refusal for a link this site did not make). */
  choose(token: string, choice: ExerciseReminderChoice): Promise<Outcome<ExerciseReminderState>>;
}
