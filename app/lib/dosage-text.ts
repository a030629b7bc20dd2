import type { Dosage } from "#core/exercises/dosage.ts";

const sideText = { left: "left leg", right: "right leg", both: "each leg" } as const;

/**
 * A timed set: a hold of seconds ('45 s hold'), or, from two whole minutes up, steady work such as cycling or
 * walk-jog intervals, which a patient reads in minutes ('10 min'), not as a 600-second hold.
 */
function timedWork(seconds: number): string {
  return seconds >= 120 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s hold`;
}

/** How a dosage reads on a card or a row: '3 sets × 10 reps · rest 30 s · each leg'. */
export function dosageText(dosage: Dosage, unilateral: boolean): string {
  const work = dosage.reps !== null ? `${dosage.reps} reps` : timedWork(dosage.holdSeconds ?? 0);
  const parts = [`${dosage.sets} ${dosage.sets === 1 ? "set" : "sets"} × ${work}`];
  if (dosage.sets > 1 || (unilateral && dosage.side === "both")) parts.push(`rest ${dosage.restSeconds} s`);
  if (unilateral) parts.push(sideText[dosage.side]);
  return parts.join(" · ");
}
