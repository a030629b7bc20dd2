import type { Item } from "#core/outcomes/instrument.ts";

/** Which screen of a questionnaire a page shows: a question (from 1), the review, or where the patient left off. */
export type QuestionnaireScreen = { is: "question"; at: number } | { is: "review" } | { is: "resume" };

/** The screen an address asks for (`?question=5`, `?review`); a number past the questions is the resume point. */
export function screenOf(url: URL, questionCount: number): QuestionnaireScreen {
  if (url.searchParams.has("review")) return { is: "review" };
  const at = Number(url.searchParams.get("question"));
  return Number.isInteger(at) && at >= 1 && at <= questionCount ? { is: "question", at } : { is: "resume" };
}

/** Where a patient carries on: the question after the one saved last, the review after the last question, else the first. */
export function resumePoint(items: readonly Pick<Item, "id">[], lastItemId: string | null): number | "review" {
  const last = items.findIndex((item) => item.id === lastItemId);
  if (last === -1) return 1;
  return last + 1 >= items.length ? "review" : last + 2;
}

/** After saving question `at`: the next one (or the review after the last), or the one before. */
export function stepFrom(at: number, intent: "next" | "back", questionCount: number): number | "review" {
  if (intent === "back") return Math.max(1, at - 1);
  return at >= questionCount ? "review" : at + 1;
}
