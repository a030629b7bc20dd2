import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Who the deposit is for when the patient pays before choosing a time (no hold yet). */
export interface PayerDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** The browser's IANA zone, to show the patient their own time. */
  timeZone: string | null;
}

/**
 * The site's own record of every provider order (docs/product/decisions.md, 2, 3, 12): written before the provider is asked,
 * so nothing is lost. `provider_order_id` is unique per provider: one provider order is one row. An order
 * pays for at most one appointment: `redeemed_appointment_id` is set once, under a row lock, and is unique.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id"),
    purpose: text("purpose").notNull().default("deposit"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** created → approved → captured; or declined / refunded. */
    status: text("status").notNull().default("created"),
    /** The held appointment this order pays for (booking path), or null on the pay-first path. */
    appointmentId: uuid("appointment_id"),
    payer: jsonb("payer").$type<PayerDetails>(),
    captureId: text("capture_id"),
    capturedAmountCents: integer("captured_amount_cents"),
    capturedCurrency: text("captured_currency"),
    payerId: text("payer_id"),
    /** The provider's saved payment method (PayPal vault payment token) for charging the balance. */
    savedMethodId: text("saved_method_id"),
    redeemedAppointmentId: uuid("redeemed_appointment_id"),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    /** Why a captured order has no booking yet, e.g. the held slot was taken (patient must pick again). */
    outcome: text("outcome"),
    /**
     * SHA-256 of the checkout cookie of the browser that created the order: the confirmation's personal details
     * are answered to that browser only, never to whoever else learns the order id.
     */
    browserBinding: text("browser_binding"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_orders_provider_order_uq").on(t.provider, t.providerOrderId),
    uniqueIndex("payment_orders_redeemed_appointment_uq").on(t.redeemedAppointmentId),
    uniqueIndex("payment_orders_capture_uq").on(t.provider, t.captureId),
    index("payment_orders_appointment_idx").on(t.appointmentId),
    // One balance order per appointment that is not declined: two admins (or a double click) charging at
    // once find the first order instead of making a second charge (docs/product/decisions.md, 3).
    uniqueIndex("payment_orders_balance_uq")
      .on(t.appointmentId)
      .where(sql`${t.purpose} = 'balance' AND ${t.status} <> 'declined'`),
    check("payment_orders_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/**
 * Webhook events by the provider's event id, claimed by the delivery applying them and marked applied when
 * done: a repeated delivery changes nothing, even one arriving at another server process at the same time.
 * The delivery's own id (PayPal's transmission id) lets a replayed delivery be answered before any
 * verification call to the provider.
 */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    deliveryId: text("delivery_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set once the event's work is done: later deliveries are duplicates. */
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    /** A delivery is applying the event until then; a copy arriving meanwhile waits (server/payments/webhook-events.ts). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_webhook_events_uq").on(t.provider, t.eventId),
    uniqueIndex("payment_webhook_events_delivery_uq").on(t.provider, t.deliveryId),
  ],
);

/**
 * The built-in test provider's own side of the payment (what PayPal would keep): orders the patient approves
 * on this site's checkout page. Kept apart from `payment_orders` so the site code treats it exactly like a
 * remote provider.
 */
export const testProviderOrders = pgTable("test_provider_orders", {
  id: text("id").primaryKey(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  reference: text("reference").notNull(),
  /** CREATED → APPROVED → COMPLETED, or DECLINED. */
  status: text("status").notNull().default("CREATED"),
  captureId: text("capture_id"),
  savedMethodId: text("saved_method_id"),
  refundedCents: integer("refunded_cents").notNull().default(0),
  requestId: text("request_id").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payment methods saved through the billing-approval redirect (vault setup token → payment token). The
 * billing PATCH may attach only a method this server itself saved, and only once.
 */
export const savedPaymentMethods = pgTable("saved_payment_methods", {
  provider: text("provider").notNull(),
  savedMethodId: text("saved_method_id").primaryKey(),
  customerId: text("customer_id"),
  setupToken: text("setup_token").notNull().unique(),
  attachedAppointmentId: uuid("attached_appointment_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
