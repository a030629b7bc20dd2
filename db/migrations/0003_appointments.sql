CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practitioner_id" text DEFAULT 'main' NOT NULL,
	"service_id" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"notes" text,
	"patient_time_zone" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"scheduling_provider" text DEFAULT 'builtin' NOT NULL,
	"external_event_uri" text,
	"external_invitee_uri" text,
	"payment_provider" text,
	"payment_order_id" text,
	"payer_id" text,
	"saved_payment_method_id" text,
	"deposit_cents" integer,
	"deposit_paid_at" timestamp with time zone,
	"balance_cents" integer,
	"balance_paid_at" timestamp with time zone,
	"consultation_completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_known" CHECK ("appointments"."status" IN ('held', 'awaiting_time', 'confirmed', 'cancelled', 'expired')),
	CONSTRAINT "appointments_occupying_rows_have_times" CHECK ("appointments"."status" NOT IN ('held', 'confirmed') OR ("appointments"."start_at" IS NOT NULL AND "appointments"."end_at" IS NOT NULL AND "appointments"."blocked_until" IS NOT NULL)),
	CONSTRAINT "appointments_times_ordered" CHECK ("appointments"."end_at" > "appointments"."start_at" AND "appointments"."blocked_until" >= "appointments"."end_at"),
	CONSTRAINT "appointments_hold_has_expiry" CHECK ("appointments"."status" <> 'held' OR "appointments"."hold_expires_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "scheduling_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_payment_order_uq" ON "appointments" USING btree ("payment_provider","payment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_external_event_uq" ON "appointments" USING btree ("external_event_uri");--> statement-breakpoint
CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "appointments_email_idx" ON "appointments" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_webhook_events_uq" ON "scheduling_webhook_events" USING btree ("provider","event_id");