CREATE TABLE "consultation_room_members" (
	"appointment_id" uuid NOT NULL,
	"role" text NOT NULL,
	"connection_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_room_members_appointment_id_role_pk" PRIMARY KEY("appointment_id","role")
);
--> statement-breakpoint
CREATE TABLE "consultation_room_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"role" text NOT NULL,
	"connection_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "room_token_hash" text;--> statement-breakpoint
ALTER TABLE "consultation_room_members" ADD CONSTRAINT "consultation_room_members_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_room_visits" ADD CONSTRAINT "consultation_room_visits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_room_visits_appointment_idx" ON "consultation_room_visits" USING btree ("appointment_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_room_token_uq" ON "appointments" USING btree ("room_token_hash");