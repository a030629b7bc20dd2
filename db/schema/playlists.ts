import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { exercises, musicTracks } from "./exercises.ts";

/**
 * Playlists (docs/product/spec.md §3 "Playlist", docs/product/decisions.md, 11): owned by a browser (`owner_kind` 'anonymous',
 * `owner_id` the SHA-256 of the random id in its httpOnly cookie, so a copy of the database names no
 * cookie), by a signed-in patient (`owner_kind` 'patient', `owner_id` the patient's id: docs/decisions/0047) or
 * by the practice (`owner_kind` 'practice', made from the admin session; only those may be featured) or by a
 * prescribed programme (`owner_kind` 'programme', `owner_id` the programme's id: docs/decisions/0050). The
 * spec's `userId` is not stored: it is always 1.
 */
export const playlists = pgTable(
  "playlists",
  {
    id: serial("id").primaryKey(),
    ownerKind: text("owner_kind").notNull(),
    ownerId: text("owner_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isPublic: boolean("is_public").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    copiedFromId: integer("copied_from_id").references((): AnyPgColumn => playlists.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("playlists_owner_idx").on(t.ownerKind, t.ownerId),
    index("playlists_featured_idx").on(t.isFeatured),
    check("playlists_owner_kind_known", sql`${t.ownerKind} in ('anonymous', 'practice', 'patient', 'programme')`),
    check("playlists_featured_by_practice", sql`not ${t.isFeatured} or ${t.ownerKind} = 'practice'`),
  ],
);

/**
 * One exercise in a playlist, ordered by `position` (unique within the playlist; gaps left by a removal
 * are harmless, the API numbers items by their order). A reorder rewrites them all in one transaction under
 * the playlist's row lock, through negative values, since PostgreSQL checks a plain unique index row by row. Dosage columns are the item's own choices; null
 * means the exercise's default (docs/product/decisions.md, 21). No track: `music_track_id` null.
 */
export const playlistItems = pgTable(
  "playlist_items",
  {
    id: serial("id").primaryKey(),
    playlistId: integer("playlist_id")
      .notNull()
      .references(() => playlists.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    exerciseId: integer("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "restrict" }),
    musicTrackId: integer("music_track_id").references(() => musicTracks.id, { onDelete: "set null" }),
    notes: text("notes").notNull().default(""),
    sets: integer("sets"),
    reps: integer("reps"),
    holdSeconds: integer("hold_seconds"),
    restSeconds: integer("rest_seconds"),
    side: text("side"),
    /** The load as the practitioner writes it ("5 kg", "light band"); null: none named. */
    load: text("load"),
  },
  (t) => [
    uniqueIndex("playlist_items_position_uq").on(t.playlistId, t.position),
    index("playlist_items_exercise_idx").on(t.exerciseId),
    check("playlist_items_side_known", sql`${t.side} is null or ${t.side} in ('left', 'right', 'both')`),
    check("playlist_items_load_length", sql`${t.load} is null or char_length(${t.load}) between 1 and 40`),
  ],
);

export type PlaylistRow = typeof playlists.$inferSelect;
export type PlaylistItemRow = typeof playlistItems.$inferSelect;
