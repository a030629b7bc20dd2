CREATE TABLE "saved_payment_methods" (
	"provider" text NOT NULL,
	"saved_method_id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"setup_token" text NOT NULL,
	"attached_appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_payment_methods_setup_token_unique" UNIQUE("setup_token")
);
