import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AppointmentStatus } from "#core/booking/booking-state.ts";
import { patients } from "./patients.ts";

/**
 * One consultation, from the moment a slot is held (or a deposit is paid on the pay-first path) to the final
 * payment. Times are UTC instants (docs/product/decisions.md, 8). No two rows of one practitioner whose status occupies the
 * calendar ('held', 'confirmed') may overlap in [start_at, blocked_until): the exclusion constraint
 * appointments_no_overlap (a custom migration) says so, so the database itself refuses a double booking
 * (docs/product/decisions.md, 7). `blocked_until` is the end plus the scheduler's buffer, stored because an index expression
 * cannot add an interval to a timestamptz (not immutable).
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One practitioner today; the constraint is per practitioner so a second one needs no migration. */
    practitionerId: text("practitioner_id").notNull().default("main"),
    serviceId: integer("service_id").notNull().default(1),
    status: text("status").$type<AppointmentStatus>().notNull(),

    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    notes: text("notes"),
    /** The patient's IANA time zone as their browser reported it, to show them their own time. */
    patientTimeZone: text("patient_time_zone"),
    /** The patient's record (docs/decisions/0046): set when the booking is made, moved by a merge. */
    patientId: uuid("patient_id").references(() => patients.id, { onDelete: "set null" }),

    /** Null only while a paid appointment waits for its time (status 'awaiting_time'). */
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    /** Until when a 'held' row keeps its slot; after it, availability ignores it and a new hold expires it. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),

    /** 'builtin' or 'calendly': who owns the calendar entry. */
    schedulingProvider: text("scheduling_provider").notNull().default("builtin"),
    /** Calendly's scheduled event and invitee URIs when Calendly booked it. */
    externalEventUri: text("external_event_uri"),
    externalInviteeUri: text("external_invitee_uri"),

    /** 'test', 'paypal' or 'stripe'. */
    paymentProvider: text("payment_provider"),
    /** The provider's order (PayPal order id, Stripe payment intent id) that paid the deposit. */
    paymentOrderId: text("payment_order_id"),
    payerId: text("payer_id"),
    /** Saved payment method (PayPal vault payment token) used to charge the balance later. */
    savedPaymentMethodId: text("saved_payment_method_id"),
    depositCents: integer("deposit_cents"),
    depositPaidAt: timestamp("deposit_paid_at", { withTimezone: true }),
    balanceCents: integer("balance_cents"),
    balancePaidAt: timestamp("balance_paid_at", { withTimezone: true }),
    consultationCompletedAt: timestamp("consultation_completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** SHA-256 of the manage-booking link's token (server/bookings/manage-link.ts); the token itself is not kept. */
    manageTokenHash: text("manage_token_hash"),
    /** SHA-256 of the consultation room link's token (docs/decisions/0039); the token itself is not kept. */
    roomTokenHash: text("room_token_hash"),
    /** The calendar invitation's SEQUENCE: raised by each reschedule and by the cancellation (core/calendar/ics.ts). */
    inviteSequence: integer("invite_sequence").notNull().default(0),
    /**
     * The start time the reminder was sent for (server/reminders/): set by the one worker whose conditional
     * update wins, in the transaction that writes the mail, so a reminder goes out once per start time.
     */
    reminderSentFor: timestamp("reminder_sent_for", { withTimezone: true }),

    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("appointments_status_known", sql`${t.status} IN ('held', 'awaiting_time', 'confirmed', 'cancelled', 'expired')`),
    check(
      "appointments_occupying_rows_have_times",
      sql`${t.status} NOT IN ('held', 'confirmed') OR (${t.startAt} IS NOT NULL AND ${t.endAt} IS NOT NULL AND ${t.blockedUntil} IS NOT NULL)`,
    ),
    check("appointments_times_ordered", sql`${t.endAt} > ${t.startAt} AND ${t.blockedUntil} >= ${t.endAt}`),
    check("appointments_hold_has_expiry", sql`${t.status} <> 'held' OR ${t.holdExpiresAt} IS NOT NULL`),
    uniqueIndex("appointments_payment_order_uq").on(t.paymentProvider, t.paymentOrderId),
    uniqueIndex("appointments_external_event_uq").on(t.externalEventUri),
    uniqueIndex("appointments_manage_token_uq").on(t.manageTokenHash),
    uniqueIndex("appointments_room_token_uq").on(t.roomTokenHash),
    index("appointments_start_idx").on(t.startAt),
    index("appointments_email_idx").on(t.email),
    index("appointments_patient_idx").on(t.patientId),
  ],
);

/**
 * Scheduling-provider webhook deliveries already applied (Calendly's event identity): a repeated delivery
 * finds its row and changes nothing.
 */
export const schedulingWebhookEvents = pgTable(
  "scheduling_webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("scheduling_webhook_events_uq").on(t.provider, t.eventId)],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;
