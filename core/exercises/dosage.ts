/**
 * How much of an exercise is done, and how long it takes (docs/product/decisions.md, 21). The seeder computes an
 * exercise's spec `duration` with `dosageSeconds` from its default dosage, the API an item's from its
 * effective dosage, and the player (a later issue) runs the same sets and rests, so an item at its default
 * dosage plays for exactly the exercise's `duration`.
 */

export const sides = ["left", "right", "both"] as const;
/** Which leg a set is done with; "both" on a one-leg exercise means every set on the left, then on the right. */
export type Side = (typeof sides)[number];

/** Exactly one of `reps` / `holdSeconds` is set. */
export interface Dosage {
  sets: number;
  reps: number | null;
  holdSeconds: number | null;
  /** Between two consecutive sets, the left block's last and the right block's first included. */
  restSeconds: number;
  side: Side;
}

/** What of an exercise its timing depends on. */
export interface Timing {
  unilateral: boolean;
  /** Tempo of one rep; ignored for holds. */
  secondsPerRep: number;
}

export type DosageOverrides = { [K in keyof Dosage]?: Dosage[K] | null };

/** Each of the item's own choices, else the exercise's default. */
export function effectiveDosage(defaults: Dosage, overrides: DosageOverrides): Dosage {
  return {
    sets: overrides.sets ?? defaults.sets,
    reps: overrides.reps ?? defaults.reps,
    holdSeconds: overrides.holdSeconds ?? defaults.holdSeconds,
    restSeconds: overrides.restSeconds ?? defaults.restSeconds,
    side: overrides.side ?? defaults.side,
  };
}

/** Why an item's own dosage does not fit its exercise, or null when it does. */
export function overridesProblem(
  defaults: Pick<Dosage, "reps" | "holdSeconds">,
  unilateral: boolean,
  overrides: DosageOverrides,
): "hold-exercise" | "reps-exercise" | "two-leg-exercise" | null {
  if (overrides.reps != null && defaults.reps === null) return "hold-exercise";
  if (overrides.holdSeconds != null && defaults.holdSeconds === null) return "reps-exercise";
  if (!unilateral && overrides.side != null && overrides.side !== "both") return "two-leg-exercise";
  return null;
}

/** The sets done in a row: a one-leg exercise on both sides does its sets twice, left then right. */
export function setsInARow(dosage: Pick<Dosage, "sets" | "side">, unilateral: boolean): number {
  return unilateral && dosage.side === "both" ? dosage.sets * 2 : dosage.sets;
}

/** Seconds of one set: its reps at the exercise's tempo, or its hold. */
export function setSeconds(dosage: Pick<Dosage, "reps" | "holdSeconds">, secondsPerRep: number): number {
  return dosage.reps !== null ? dosage.reps * secondsPerRep : (dosage.holdSeconds ?? 0);
}

/** Seconds a dosage takes: every set, and a rest between each two (none after the last). */
export function dosageSeconds(dosage: Dosage, timing: Timing): number {
  const sets = setsInARow(dosage, timing.unilateral);
  return sets * setSeconds(dosage, timing.secondsPerRep) + (sets - 1) * dosage.restSeconds;
}

/** Spec §3: a duration shown as '{minutes}m {seconds}s' ('1m 30s', '0m 45s'). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}
