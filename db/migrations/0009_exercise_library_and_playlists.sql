CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"instructions" text,
	"stage" integer NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"unilateral" boolean NOT NULL,
	"sets" integer NOT NULL,
	"reps" integer,
	"hold_seconds" integer,
	"seconds_per_rep" integer NOT NULL,
	"rest_seconds" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"equipment" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"video_url" text,
	"popularity" integer NOT NULL,
	CONSTRAINT "exercises_difficulty_known" CHECK ("exercises"."difficulty" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "exercises_reps_or_hold" CHECK (("exercises"."reps" is null) <> ("exercises"."hold_seconds" is null)),
	CONSTRAINT "exercises_sets_positive" CHECK ("exercises"."sets" > 0)
);
--> statement-breakpoint
CREATE TABLE "music_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"bpm" integer NOT NULL,
	"audio_url" text NOT NULL,
	"audio_urls" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"music_track_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"sets" integer,
	"reps" integer,
	"hold_seconds" integer,
	"rest_seconds" integer,
	"side" text,
	CONSTRAINT "playlist_items_side_known" CHECK ("playlist_items"."side" is null or "playlist_items"."side" in ('left', 'right', 'both'))
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"copied_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlists_owner_kind_known" CHECK ("playlists"."owner_kind" in ('anonymous', 'practice')),
	CONSTRAINT "playlists_featured_by_practice" CHECK (not "playlists"."is_featured" or "playlists"."owner_kind" = 'practice')
);
--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_music_track_id_music_tracks_id_fk" FOREIGN KEY ("music_track_id") REFERENCES "public"."music_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_copied_from_id_playlists_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."playlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_slug_uq" ON "exercises" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "exercises_category_idx" ON "exercises" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "music_tracks_slug_uq" ON "music_tracks" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_items_position_uq" ON "playlist_items" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "playlist_items_exercise_idx" ON "playlist_items" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "playlists_owner_idx" ON "playlists" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "playlists_featured_idx" ON "playlists" USING btree ("is_featured");