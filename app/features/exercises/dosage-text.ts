import type { Dosage } from "#core/exercises/dosage.ts";

const sideText = { left: "left leg", right: "right leg", both: "each leg" } as const;

/** How a dosage reads on a card or a row: '3 sets × 10 reps · rest 30 s · each leg'. */
export function dosageText(dosage: Dosage, unilateral: boolean): string {
  const work = dosage.reps !== null ? `${dosage.reps} reps` : `${dosage.holdSeconds ?? 0} s hold`;
  const parts = [`${dosage.sets} ${dosage.sets === 1 ? "set" : "sets"} × ${work}`];
  if (dosage.sets > 1 || (unilateral && dosage.side === "both")) parts.push(`rest ${dosage.restSeconds} s`);
  if (unilateral) parts.push(sideText[dosage.side]);
  return parts.join(" · ");
}
