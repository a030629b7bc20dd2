CREATE TABLE "network_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"organisation" text NOT NULL,
	"source" text NOT NULL,
	"referral_id" uuid,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_files_size" CHECK ("referral_files"."size_bytes" > 0 AND "referral_files"."size_bytes" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_name" text NOT NULL,
	"clinic_name" text NOT NULL,
	"referrer_email" text NOT NULL,
	"referrer_phone" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_email" text NOT NULL,
	"clinical_notes" text DEFAULT '' NOT NULL,
	"join_network" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_members" ADD CONSTRAINT "network_members_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_files" ADD CONSTRAINT "referral_files_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_members_email_idx" ON "network_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_files_referral_idx" ON "referral_files" USING btree ("referral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_files_storage_key_idx" ON "referral_files" USING btree ("storage_key");