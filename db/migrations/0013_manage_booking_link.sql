ALTER TABLE "appointments" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "invite_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_manage_token_uq" ON "appointments" USING btree ("manage_token_hash");