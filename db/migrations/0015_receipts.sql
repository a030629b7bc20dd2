CREATE TABLE "receipts" (
	"number" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credits_receipt_number" integer,
	CONSTRAINT "receipts_kind_known" CHECK ("receipts"."kind" IN ('deposit', 'balance', 'refund')),
	CONSTRAINT "receipts_amount_positive" CHECK ("receipts"."amount_cents" > 0),
	CONSTRAINT "receipts_credit_note_credits" CHECK (("receipts"."kind" = 'refund') = ("receipts"."credits_receipt_number" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_credits_fk" FOREIGN KEY ("credits_receipt_number") REFERENCES "public"."receipts"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_one_payment_uq" ON "receipts" USING btree ("appointment_id","kind") WHERE "receipts"."kind" <> 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_one_credit_note_uq" ON "receipts" USING btree ("credits_receipt_number");--> statement-breakpoint
CREATE INDEX "receipts_appointment_idx" ON "receipts" USING btree ("appointment_id");