import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The exercise library (docs/product/spec.md §3 "Exercise"): seeded from db/seeds/exercise-catalogue.ts, upserted
 * by `slug`, so ids stay stable across restarts and catalogue edits. `duration` is computed by the seeder from
 * the default dosage (docs/product/decisions.md, 21), never typed in.
 */
export const exercises = pgTable(
  "exercises",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    instructions: text("instructions"),
    stage: integer("stage").notNull(),
    category: text("category").notNull(),
    difficulty: text("difficulty").notNull(),
    unilateral: boolean("unilateral").notNull(),
    sets: integer("sets").notNull(),
    reps: integer("reps"),
    holdSeconds: integer("hold_seconds"),
    secondsPerRep: integer("seconds_per_rep").notNull(),
    restSeconds: integer("rest_seconds").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    equipment: jsonb("equipment").$type<string[]>().notNull(),
    imageUrl: text("image_url").notNull(),
    imageWidth: integer("image_width").notNull(),
    imageHeight: integer("image_height").notNull(),
    videoUrl: text("video_url"),
    popularity: integer("popularity").notNull(),
  },
  (t) => [
    uniqueIndex("exercises_slug_uq").on(t.slug),
    index("exercises_category_idx").on(t.category),
    check("exercises_difficulty_known", sql`${t.difficulty} in ('beginner', 'intermediate', 'advanced')`),
    check("exercises_reps_or_hold", sql`(${t.reps} is null) <> (${t.holdSeconds} is null)`),
    check("exercises_sets_positive", sql`${t.sets} > 0`),
  ],
);

/** Background music (docs/product/spec.md §3 "Music track"), seeded from db/seeds/music-catalogue.ts, upserted by `slug`. */
export const musicTracks = pgTable(
  "music_tracks",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    bpm: integer("bpm").notNull(),
    audioUrl: text("audio_url").notNull(),
    audioUrls: jsonb("audio_urls").$type<{ type: string; url: string }[]>().notNull(),
  },
  (t) => [uniqueIndex("music_tracks_slug_uq").on(t.slug)],
);

export type ExerciseRow = typeof exercises.$inferSelect;
export type MusicTrackRow = typeof musicTracks.$inferSelect;
