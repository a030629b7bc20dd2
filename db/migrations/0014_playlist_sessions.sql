CREATE TABLE "playlist_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"active_seconds" integer NOT NULL,
	"completed_count" integer NOT NULL,
	"total_count" integer NOT NULL,
	"skipped_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"effort" integer,
	"pain" integer,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_sessions_owner_kind_known" CHECK ("playlist_sessions"."owner_kind" in ('anonymous', 'practice')),
	CONSTRAINT "playlist_sessions_active_seconds_range" CHECK ("playlist_sessions"."active_seconds" between 0 and 86400),
	CONSTRAINT "playlist_sessions_counts_range" CHECK ("playlist_sessions"."completed_count" >= 0 and "playlist_sessions"."completed_count" <= "playlist_sessions"."total_count" and "playlist_sessions"."total_count" <= 100),
	CONSTRAINT "playlist_sessions_effort_range" CHECK ("playlist_sessions"."effort" is null or "playlist_sessions"."effort" between 0 and 10),
	CONSTRAINT "playlist_sessions_pain_range" CHECK ("playlist_sessions"."pain" is null or "playlist_sessions"."pain" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "playlist_sessions" ADD CONSTRAINT "playlist_sessions_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_sessions_history_idx" ON "playlist_sessions" USING btree ("playlist_id","ended_at" DESC NULLS LAST,"id" DESC NULLS LAST);