/**
 * PLACEHOLDER until the catalogue (issue 15, part 1) is merged: three exercises in the agreed shape, so the
 * seeder, the API and the pages work. The catalogue's own version of this file replaces it whole.
 */
export type Difficulty = "beginner" | "intermediate" | "advanced";

/** Stages of recovery, in order; `category` of an exercise is its stage's name (the spec's category filter). */
export const RECOVERY_STAGES = [
  { stage: 1, category: "Early recovery & range of motion", weeks: "0–2 weeks after surgery" },
  { stage: 2, category: "Quadriceps activation", weeks: "0–6 weeks" },
  { stage: 3, category: "Strength", weeks: "6–16 weeks" },
  { stage: 4, category: "Balance & control", weeks: "6–16 weeks" },
  { stage: 5, category: "Running & landing", weeks: "12–24 weeks" },
  { stage: 6, category: "Return to sport", weeks: "6–12 months" },
] as const;

export interface CatalogueExercise {
  slug: string;
  name: string;
  description: string;
  instructions: string | null;
  stage: 1 | 2 | 3 | 4 | 5 | 6;
  difficulty: Difficulty;
  unilateral: boolean;
  sets: number;
  reps: number | null;
  holdSeconds: number | null;
  secondsPerRep: number;
  restSeconds: number;
  equipment: string[];
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  videoUrl: string | null;
  popularity: number;
}

export const EXERCISE_CATALOGUE: readonly CatalogueExercise[] = [
  {
    slug: "heel-slide",
    name: "Heel slide",
    description: "Lying on your back, slide the heel towards you to bend the knee, then straighten it again.",
    instructions: "Lie on your back with both legs straight.\nSlide the heel of the operated leg towards you.\nPause at a comfortable bend, then slide it back.",
    stage: 1,
    difficulty: "beginner",
    unilateral: true,
    sets: 2,
    reps: 10,
    holdSeconds: null,
    secondsPerRep: 4,
    restSeconds: 30,
    equipment: [],
    imageUrl: "/media/exercises/heel-slide.webp",
    imageWidth: 800,
    imageHeight: 600,
    videoUrl: null,
    popularity: 1,
  },
  {
    slug: "quad-set",
    name: "Quadriceps set",
    description: "Tighten the thigh muscle to press the back of the knee down, and hold.",
    instructions: null,
    stage: 2,
    difficulty: "beginner",
    unilateral: true,
    sets: 3,
    reps: null,
    holdSeconds: 10,
    secondsPerRep: 1,
    restSeconds: 15,
    equipment: ["Towel"],
    imageUrl: "/media/exercises/quad-set.webp",
    imageWidth: 800,
    imageHeight: 600,
    videoUrl: null,
    popularity: 2,
  },
  {
    slug: "double-leg-squat",
    name: "Double-leg squat",
    description: "Squat with weight shared evenly over both feet, knees in line with the toes.",
    instructions: "Stand with feet hip-width apart.\nSit back and down as if onto a chair.\nPush through both heels to stand.",
    stage: 3,
    difficulty: "intermediate",
    unilateral: false,
    sets: 3,
    reps: 12,
    holdSeconds: null,
    secondsPerRep: 3,
    restSeconds: 45,
    equipment: [],
    imageUrl: "/media/exercises/double-leg-squat.webp",
    imageWidth: 800,
    imageHeight: 600,
    videoUrl: null,
    popularity: 3,
  },
];
