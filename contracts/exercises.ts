import * as z from "zod/mini";
import type { Dosage } from "#core/exercises/dosage.ts";
import { exerciseMessages, exerciseWithIdNotFound, musicTrackWithIdNotFound } from "./exercise-messages.ts";

export { exerciseMessages, exerciseWithIdNotFound, musicTrackWithIdNotFound };

/**
 * The exercise library's calls (docs/product/spec.md §7 "GET /api/exercises", "GET /api/music-tracks"; the site adds
 * GET /api/exercises/{slug-or-id}): their query and the shapes they answer, shared by the pages and the
 * server. Written with zod/mini so a page that validates loads a few KB, not all of zod (the JS budget).
 */

export const difficulties = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof difficulties)[number];

/** The dosage's rules and types live in core (the seeder and the player use them too). */
export { sides, type Dosage, type Side } from "#core/exercises/dosage.ts";

/** Spec §3 "Exercise", plus what a rehabilitation session needs beyond it. */
export interface Exercise {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Steps, one per line ("\n"-separated), or null. */
  instructions: string | null;
  /** The stage of recovery's name (the spec's category filter). */
  category: string;
  /** 1..6, the stage of recovery, in order. */
  stage: number;
  difficulty: Difficulty;
  /** Seconds its default dosage takes, rests between sets included (docs/product/decisions.md, 21); shown 'Xm Ys'. */
  duration: number;
  videoUrl: string | null;
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  /** One leg at a time. */
  unilateral: boolean;
  /** Tempo of one rep, to time rep-based sets. */
  secondsPerRep: number;
  /** The default dosage; its side is "both". */
  dosage: Dosage;
  /** [] = none. */
  equipment: string[];
  /** 1 = most commonly prescribed. */
  popularity: number;
}

/** One stage of recovery: the category filter's options, in order, with the weeks after surgery it usually spans. */
export interface ExerciseCategory {
  stage: number;
  category: string;
  weeks: string;
}

/** GET /api/exercises?category= (the category's exact name; absent or empty = all). Answers Exercise[]. */
export const exercisesQuerySchema = z.object({
  category: z.optional(z.string().check(z.maxLength(200, "Unknown category"))),
});
export type ExercisesQuery = z.input<typeof exercisesQuerySchema>;

/** GET /api/exercises/{slug-or-id}: one Exercise, or 404 with `exerciseMessages.notFound`. */

/** Spec §3 "Music track", plus what the player needs to play it. GET /api/music-tracks answers MusicTrack[]. */
export interface MusicTrack {
  id: number;
  slug: string;
  title: string;
  artist: string;
  /** Seconds. */
  duration: number;
  bpm: number;
  /** mp3 (plays in every browser). */
  audioUrl: string;
  /** Every encoding, best first, for <source> elements. */
  audioUrls: { type: string; url: string }[];
}
