CREATE TABLE "record_deletions" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"covered_from" date NOT NULL,
	"covered_to" date NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "keep_until" date;