CREATE TABLE "deposit_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"capture_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposit_refunds_status_known" CHECK ("deposit_refunds"."status" IN ('pending', 'completed')),
	CONSTRAINT "deposit_refunds_amount_positive" CHECK ("deposit_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_refunds_appointment_uq" ON "deposit_refunds" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_refunds_request_uq" ON "deposit_refunds" USING btree ("request_id");