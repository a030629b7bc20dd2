CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
-- Events recorded before claims existed were recorded after their work: they are applied.
UPDATE "payment_webhook_events" SET "applied_at" = "received_at";--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");