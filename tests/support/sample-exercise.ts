import type { Exercise } from "#contracts/exercises.ts";

/** An exercise as the API gives it: a hold (no repetitions), with a picture, a video and steps. */
export const sampleExercise: Exercise = {
  id: 7,
  slug: "wall-sit",
  name: "Wall sit",
  description: "Slide down a wall and hold.",
  instructions: "Back to the wall.\nSlide down.\nHold.",
  category: "Strength",
  stage: 3,
  difficulty: "intermediate",
  duration: 150,
  videoUrl: "/media/exercises/wall-sit.mp4",
  imageUrl: "/media/exercises/wall-sit.webp",
  imageWidth: 800,
  imageHeight: 600,
  unilateral: false,
  secondsPerRep: 3,
  dosage: { sets: 3, reps: null, holdSeconds: 30, restSeconds: 30, side: "both" },
  equipment: [],
  popularity: 4,
};
