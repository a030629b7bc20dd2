CREATE TABLE "clinical_note_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"content_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_id" uuid,
	"content_sealed" text NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_intakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"answers_sealed" text NOT NULL,
	"consent_version" text,
	"consented_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_patient_id" uuid NOT NULL,
	"into_patient_id" uuid NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "patient_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"phone" text,
	"merged_into_id" uuid,
	"merged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playlist_sessions" DROP CONSTRAINT "playlist_sessions_owner_kind_known";--> statement-breakpoint
ALTER TABLE "playlists" DROP CONSTRAINT "playlists_owner_kind_known";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "clinical_note_addenda" ADD CONSTRAINT "clinical_note_addenda_note_id_clinical_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."clinical_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_intakes" ADD CONSTRAINT "patient_intakes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_merges" ADD CONSTRAINT "patient_merges_from_patient_id_patients_id_fk" FOREIGN KEY ("from_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_merges" ADD CONSTRAINT "patient_merges_into_patient_id_patients_id_fk" FOREIGN KEY ("into_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_sessions" ADD CONSTRAINT "patient_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_sign_in_links" ADD CONSTRAINT "patient_sign_in_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_merged_into_id_patients_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_note_addenda_note_idx" ON "clinical_note_addenda" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE INDEX "clinical_notes_patient_idx" ON "clinical_notes" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_notes_appointment_uq" ON "clinical_notes" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "patient_intakes_patient_idx" ON "patient_intakes" USING btree ("patient_id","updated_at");--> statement-breakpoint
CREATE INDEX "patient_sessions_patient_idx" ON "patient_sessions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_sessions_expires_idx" ON "patient_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "patient_sign_in_links_patient_idx" ON "patient_sign_in_links" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_live_email_key_uq" ON "patients" USING btree ("email_key") WHERE "patients"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "patients_merged_into_idx" ON "patients" USING btree ("merged_into_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_patient_idx" ON "audit_events" USING btree ("patient_id","at");--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "contact_messages_patient_idx" ON "contact_messages" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "referrals_patient_idx" ON "referrals" USING btree ("patient_id");--> statement-breakpoint
ALTER TABLE "playlist_sessions" ADD CONSTRAINT "playlist_sessions_owner_kind_known" CHECK ("playlist_sessions"."owner_kind" in ('anonymous', 'practice', 'patient'));--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_owner_kind_known" CHECK ("playlists"."owner_kind" in ('anonymous', 'practice', 'patient'));--> statement-breakpoint
-- A signed note keeps its content, time and appointment for good; only a merge may move it to another patient
-- (docs/decisions/0046). The application refuses first; this holds whatever writes the row.
CREATE FUNCTION clinical_notes_signed_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.signed_at IS NOT NULL AND (
		NEW.content_sealed IS DISTINCT FROM OLD.content_sealed
		OR NEW.signed_at IS DISTINCT FROM OLD.signed_at
		OR NEW.appointment_id IS DISTINCT FROM OLD.appointment_id
	) THEN
		RAISE EXCEPTION 'clinical note % is signed and cannot be changed', OLD.id USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clinical_notes_signed_lock BEFORE UPDATE ON "clinical_notes" FOR EACH ROW EXECUTE FUNCTION clinical_notes_signed_lock();
--> statement-breakpoint
CREATE FUNCTION clinical_note_addenda_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'an addendum is never changed' USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clinical_note_addenda_unchanged BEFORE UPDATE ON "clinical_note_addenda" FOR EACH ROW EXECUTE FUNCTION clinical_note_addenda_unchanged();
--> statement-breakpoint
-- The patients of the bookings made before records existed: one per email key (core/patients/email-key.ts:
-- trimmed, lower case), named as their latest booking names them. Holds that expired unpaid make none.
INSERT INTO "patients" ("name", "email", "email_key", "phone", "created_at")
SELECT DISTINCT ON (lower(btrim("email"))) "name", btrim("email"), lower(btrim("email")), "phone", "created_at"
FROM "appointments" WHERE "status" <> 'expired' AND "status" <> 'held'
ORDER BY lower(btrim("email")), "created_at" DESC;
--> statement-breakpoint
UPDATE "appointments" a SET "patient_id" = p."id" FROM "patients" p WHERE p."email_key" = lower(btrim(a."email")) AND a."status" NOT IN ('expired', 'held');
--> statement-breakpoint
UPDATE "referrals" r SET "patient_id" = p."id" FROM "patients" p WHERE p."email_key" = lower(btrim(r."patient_email"));
--> statement-breakpoint
UPDATE "contact_messages" m SET "patient_id" = p."id" FROM "patients" p WHERE p."email_key" = lower(btrim(m."email"));
