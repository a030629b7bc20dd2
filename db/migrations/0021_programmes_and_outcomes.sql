CREATE TABLE "questionnaire_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"instrument_id" text NOT NULL,
	"timepoint" text NOT NULL,
	"due_on" date NOT NULL,
	"closes_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "questionnaire_requests_timepoint_known" CHECK ("questionnaire_requests"."timepoint" in ('pre-op', '6w', '3m', '6m', '9m', '12m', 'requested'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"answers_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"given_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exercise_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"week_of" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"log_sealed" text NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"playlist_id" integer NOT NULL,
	"phase" text NOT NULL,
	"days_per_week" integer NOT NULL,
	"starts_on" date NOT NULL,
	"review_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "programme_versions_number_positive" CHECK ("programme_versions"."number" > 0),
	CONSTRAINT "programme_versions_days_per_week_range" CHECK ("programme_versions"."days_per_week" between 1 and 7),
	CONSTRAINT "programme_versions_review_after_start" CHECK ("programme_versions"."review_on" is null or "programme_versions"."review_on" >= "programme_versions"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"draft_playlist_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "playlists" DROP CONSTRAINT "playlists_owner_kind_known";--> statement-breakpoint
ALTER TABLE "playlist_items" ADD COLUMN "load" text;--> statement-breakpoint
ALTER TABLE "questionnaire_requests" ADD CONSTRAINT "questionnaire_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_request_id_questionnaire_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."questionnaire_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_consents" ADD CONSTRAINT "report_consents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_reminders" ADD CONSTRAINT "exercise_reminders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_version_id_programme_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."programme_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_versions" ADD CONSTRAINT "programme_versions_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_versions" ADD CONSTRAINT "programme_versions_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_draft_playlist_id_playlists_id_fk" FOREIGN KEY ("draft_playlist_id") REFERENCES "public"."playlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_requests_patient_idx" ON "questionnaire_requests" USING btree ("patient_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_requests_scheduled_uq" ON "questionnaire_requests" USING btree ("patient_id","instrument_id","timepoint") WHERE "questionnaire_requests"."timepoint" <> 'requested' and "questionnaire_requests"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_request_uq" ON "questionnaire_responses" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_patient_idx" ON "questionnaire_responses" USING btree ("patient_id","submitted_at");--> statement-breakpoint
CREATE INDEX "report_consents_patient_idx" ON "report_consents" USING btree ("patient_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_reminders_week_uq" ON "exercise_reminders" USING btree ("patient_id","week_of");--> statement-breakpoint
CREATE INDEX "programme_sessions_version_idx" ON "programme_sessions" USING btree ("version_id","ended_at");--> statement-breakpoint
CREATE INDEX "programme_sessions_patient_idx" ON "programme_sessions" USING btree ("patient_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_versions_number_uq" ON "programme_versions" USING btree ("programme_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_versions_playlist_uq" ON "programme_versions" USING btree ("playlist_id");--> statement-breakpoint
CREATE INDEX "programmes_patient_idx" ON "programmes" USING btree ("patient_id","created_at");--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_load_length" CHECK ("playlist_items"."load" is null or char_length("playlist_items"."load") between 1 and 40);--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_owner_kind_known" CHECK ("playlists"."owner_kind" in ('anonymous', 'practice', 'patient', 'programme'));--> statement-breakpoint
-- A saved programme version is what was prescribed that day: its playlist's items never change, whoever
-- writes (docs/decisions/0050). Once the version row is gone (the record deleted) its items may go too.
CREATE FUNCTION programme_version_items_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM programme_versions WHERE playlist_id = OLD.playlist_id))
		OR (TG_OP <> 'DELETE' AND EXISTS (SELECT 1 FROM programme_versions WHERE playlist_id = NEW.playlist_id)) THEN
		RAISE EXCEPTION 'the items of a saved programme version cannot be changed' USING ERRCODE = 'check_violation';
	END IF;
	RETURN COALESCE(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE TRIGGER programme_version_items_frozen BEFORE INSERT OR UPDATE OR DELETE ON "playlist_items" FOR EACH ROW EXECUTE FUNCTION programme_version_items_frozen();
