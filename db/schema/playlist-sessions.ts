import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { playlists } from "./playlists.ts";

/**
 * A played session's log: what the player recorded when a session ended. It belongs to the owner
 * who played it (`owner_kind`/`owner_id` as in `playlists`), who is the playlist's owner when it is written;
 * the history lists a playlist's rows of its caller's owner only. Deleted with its playlist; a copy of the
 * playlist starts without one. Skipped items are kept as ids: an item removed later stays in the history.
 */
export const playlistSessions = pgTable(
  "playlist_sessions",
  {
    id: serial("id").primaryKey(),
    playlistId: integer("playlist_id")
      .notNull()
      .references(() => playlists.id, { onDelete: "cascade" }),
    ownerKind: text("owner_kind").notNull(),
    ownerId: text("owner_id").notNull(),
    activeSeconds: integer("active_seconds").notNull(),
    completedCount: integer("completed_count").notNull(),
    totalCount: integer("total_count").notNull(),
    skippedItemIds: integer("skipped_item_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    effort: integer("effort"),
    pain: integer("pain"),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("playlist_sessions_history_idx").on(t.playlistId, t.endedAt.desc(), t.id.desc()),
    check("playlist_sessions_owner_kind_known", sql`${t.ownerKind} in ('anonymous', 'practice', 'patient')`),
    check("playlist_sessions_active_seconds_range", sql`${t.activeSeconds} between 0 and 86400`),
    check(
      "playlist_sessions_counts_range",
      sql`${t.completedCount} >= 0 and ${t.completedCount} <= ${t.totalCount} and ${t.totalCount} <= 100`,
    ),
    check("playlist_sessions_effort_range", sql`${t.effort} is null or ${t.effort} between 0 and 10`),
    check("playlist_sessions_pain_range", sql`${t.pain} is null or ${t.pain} between 0 and 10`),
  ],
);

export type PlaylistSessionRow = typeof playlistSessions.$inferSelect;
