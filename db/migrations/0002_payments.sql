CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"purpose" text DEFAULT 'deposit' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"appointment_id" uuid,
	"payer" jsonb,
	"capture_id" text,
	"captured_amount_cents" integer,
	"captured_currency" text,
	"payer_id" text,
	"saved_method_id" text,
	"redeemed_appointment_id" uuid,
	"redeemed_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"capture_id" text,
	"saved_method_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_orders_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_uq" ON "payment_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_redeemed_appointment_uq" ON "payment_orders" USING btree ("redeemed_appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_capture_uq" ON "payment_orders" USING btree ("provider","capture_id");--> statement-breakpoint
CREATE INDEX "payment_orders_appointment_idx" ON "payment_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_uq" ON "payment_webhook_events" USING btree ("provider","event_id");