import type { Exercise } from "#contracts/exercises.ts";

/** What a card of the library's list shows of an exercise: the list's page carries this, not the whole exercise. */
export type ExerciseSummary = Pick<
  Exercise,
  | "id"
  | "slug"
  | "name"
  | "description"
  | "category"
  | "difficulty"
  | "duration"
  | "dosage"
  | "unilateral"
  | "imageUrl"
  | "imageWidth"
  | "imageHeight"
>;

/**
 * The card's fields of an exercise. The list's data is written into its page's HTML: its steps, video and
 * equipment, which only the exercise's own page shows, were most of its size.
 */
export function exerciseSummary(exercise: Exercise): ExerciseSummary {
  const { id, slug, name, description, category, difficulty, duration, dosage, unilateral, imageUrl, imageWidth, imageHeight } = exercise;
  return { id, slug, name, description, category, difficulty, duration, dosage, unilateral, imageUrl, imageWidth, imageHeight };
}
