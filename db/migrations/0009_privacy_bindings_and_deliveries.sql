ALTER TABLE "payment_orders" ADD COLUMN "browser_binding" text;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "delivery_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_delivery_uq" ON "payment_webhook_events" USING btree ("provider","delivery_id");