import type { Position, Upcoming } from "#core/player/session-plan.ts";
import type { Dosage } from "#core/exercises/dosage.ts";

const sideName = { left: "Left", right: "Right", both: null } as const;

/** One set's work: 'Hold 20 s' or '10 reps'. */
export function workText(dosage: Pick<Dosage, "reps" | "holdSeconds">): string {
  return dosage.reps !== null ? `${dosage.reps} reps` : `Hold ${dosage.holdSeconds ?? 0} s`;
}

/** Where the patient is: "Set 2 of 3 · Left · Hold 20 s" (no side on a two-leg exercise). */
export function setText(position: Pick<Position, "set" | "setsInItem" | "side">, dosage: Pick<Dosage, "reps" | "holdSeconds">): string {
  return [`Set ${position.set} of ${position.setsInItem}`, sideName[position.side], workText(dosage)].filter(Boolean).join(" · ");
}

/** The phase's headline, what a patient reads from across the room. */
export function phaseTitle(position: Position): string {
  if (position.phase === "get-ready") return "Get ready";
  if (position.phase === "rest") return position.restKind === "between-exercises" ? "Rest before the next exercise" : "Rest";
  if (position.phase === "done") return "Done";
  return "Go";
}

/** What comes after this phase: 'Next: Set 3 of 3 · Right', 'Next: Heel slides', 'Next: end of session'. */
export function upcomingText(next: Upcoming, setsInItem: number, nameOf: (itemIndex: number) => string): string {
  if (next.kind === "work") return `Next: ${[`Set ${next.set} of ${setsInItem}`, sideName[next.side]].filter(Boolean).join(" · ")}`;
  if (next.kind === "rest") return `Next: rest ${next.seconds} s`;
  if (next.kind === "exercise") return `Next: ${nameOf(next.itemIndex)}`;
  return "Next: end of session";
}
