import type { Exercise } from "#contracts/exercises.ts";

/** An exercise's instructions as steps, one per non-blank line. */
export function exerciseSteps(exercise: Pick<Exercise, "instructions">): string[] {
  return exercise.instructions?.split("\n").filter((step) => step.trim() !== "") ?? [];
}
