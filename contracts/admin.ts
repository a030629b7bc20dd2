import "./zod-jitless.ts";
import { z } from "zod";
import { adminMessages } from "./admin-messages.ts";
import { singleLine } from "./text-fields.ts";
import type { AppointmentBadge } from "#core/booking/booking-state.ts";
import type { IntakeStatus } from "./intake.ts";
import type { ReceiptSummary } from "./receipts.ts";

/**
 * The admin area's calls (docs/product/spec.md §7 "GET /api/admin/appointments", "POST /api/admin/charge-remaining",
 * "POST /api/admin/mark-completed", plus sign-in, sign-out and the audit log), one schema or type each,
 * used by the admin pages and by the server.
 */

/** POST /api/admin/login. */
export const adminLoginSchema = z.object({
  password: z.string({ error: adminMessages.passwordRequired }).min(1, adminMessages.passwordRequired).max(1024),
});
export type AdminLoginPayload = z.input<typeof adminLoginSchema>;

/** GET /api/admin/session: whether this browser is signed in, and whether a password exists at all. */
export interface AdminSessionState {
  signedIn: boolean;
  /** False until a password is configured (docs/product/decisions.md, 18): the login page says how to set one. */
  passwordConfigured: boolean;
}

/** POST /api/admin/mark-completed. */
export const appointmentActionSchema = z.object({
  appointmentId: z.uuid("Unknown appointment"),
});
export type AppointmentActionPayload = z.input<typeof appointmentActionSchema>;

/**
 * The dashboard's 'Cancel appointment': the practitioner cancels, refunding the deposit or not, whatever the
 * notice (the practice waives the patient's rule).
 */
export const cancelAppointmentSchema = appointmentActionSchema.extend({
  refundDeposit: z.boolean("Choose whether the deposit is refunded"),
});
export type CancelAppointmentPayload = z.input<typeof cancelAppointmentSchema>;

/** What the practitioner's cancellation did with the deposit: refunded ('pending' while the provider has not confirmed it), or kept (null). */
export type CancellationRefund = "pending" | "completed" | null;

/**
 * POST /api/admin/charge-remaining. `testOutcome` lets the practitioner try the decline and payer-action
 * paths with the built-in test provider; the server ignores it with a real provider.
 */
export const chargeRemainingSchema = appointmentActionSchema.extend({
  testOutcome: z.enum(["approve", "decline", "payer-action-required"]).optional(),
});
export type ChargeRemainingPayload = z.input<typeof chargeRemainingSchema>;

/** GET /api/admin/appointments?view=upcoming|past&q=…&cursor=… */
export const adminAppointmentsQuerySchema = z.object({
  view: z.enum(["upcoming", "past"]).default("upcoming"),
  /** Part of a name or email. */
  q: z.string().trim().check(singleLine()).max(120).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type AdminAppointmentsQuery = z.input<typeof adminAppointmentsQuerySchema>;

export type PaymentMethodLabel = "PayPal" | "Test" | "Stripe" | "Unknown";

/** One card of the dashboard: docs/product/spec.md §3 "Appointment (admin view)", plus what the cards show beyond it. */
export interface AdminAppointment {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The appointment's start (ISO), or null while its time lives in Calendly or is not chosen yet. */
  date: string | null;
  calendlyEventTime: string | null;
  notes: string | null;
  isPaid: boolean;
  consultationCompleted: boolean;
  finalPaymentProcessed: boolean;
  paypalOrderId: string | null;
  stripePaymentIntentId: string | null;
  /** core/booking/booking-state.ts appointmentBadge(), computed by the server. */
  badge: AppointmentBadge;
  paymentMethod: PaymentMethodLabel;
  depositCents: number;
  balanceCents: number;
  /** Paid through the built-in test provider: no money moved. */
  testMode: boolean;
  /** 'builtin' or 'calendly': who owns the calendar entry ('Calendly Managed' when it has no time here). */
  schedulingProvider: string;
  /** The patient's zone, to show their own time beside Melbourne's. */
  patientTimeZone: string | null;
  /** A saved payment method exists: the balance can be charged without the patient. */
  canChargeSavedMethod: boolean;
  /** Cancelled after the deposit was paid: listed under Past, marked cancelled, no actions. */
  cancelled: boolean;
  /** Its receipts and credit notes, oldest first, each downloadable as a PDF (contracts/receipts.ts). */
  receipts: ReceiptSummary[];
  /** The patient's record (docs/decisions/0046), for the card's link to it; null for a booking made before records. */
  patientId: string | null;
}

export interface AdminAppointmentsPage {
  appointments: AdminAppointment[];
  nextCursor: string | null;
  /** Each appointment's consultation room, by appointment id (docs/decisions/0039). */
  rooms: Record<string, AdminAppointmentRoom>;
  /** Whether each appointment's patient has sent the intake, by appointment id (those with a patient record). */
  intakes: Record<string, IntakeStatus>;
}

/** An appointment's consultation room as the dashboard shows it, refreshed while the page is open. */
export interface AdminAppointmentRoom {
  /** The patient is in the room now: waiting, or in the call when the practitioner is in too. */
  patientIn: boolean;
  practitionerIn: boolean;
  /** When the patient first came into the room (ISO); null if she never did. */
  patientJoinedAt: string | null;
  /** How long the call lasted: the time both were in the room, in seconds; 0 when there was none. */
  callSeconds: number;
  /** The room can still be used: a live appointment, not past its end plus the grace period. */
  current: boolean;
}

/** POST /api/admin/mark-completed: the appointment as its card now shows it. */
export interface MarkCompletedResponse {
  appointment: AdminAppointment;
}

/**
 * POST /api/admin/charge-remaining: `{ charged: true }` when the balance was taken from the saved payment
 * method, or `{ paymentUrl }` when the patient must pay through a link (no saved method, declined, or the
 * payer must act), which the dashboard copies to the clipboard.
 */
export type ChargeRemainingResponse =
  | { charged: true; paymentUrl?: undefined }
  | { charged: false; paymentUrl: string; reason: "no-saved-method" | "declined" | "payer-action-required" };

/** One line of the audit log at the bottom of the dashboard: ids and amounts, never personal data. */
export interface AuditEntry {
  id: string;
  at: string;
  action: string;
  actor: "admin" | "patient" | "system";
  clientAddress: string | null;
  appointmentId: string | null;
  details: Record<string, string | number | boolean | null> | null;
}

/**
 * GET /api/payment-links/:token: what the patient's page shows about an appointment's balance, and nothing
 * personal (no name, email or phone). The amount is the server's; the page never sends one.
 */
export interface PaymentLinkView {
  status: "open" | "paid" | "expired";
  amountCents: number;
  currency: "AUD";
  /** The appointment's start (ISO), or null while its time lives in Calendly. */
  appointmentStart: string | null;
  expiresAt: string;
  paidAt: string | null;
}

/**
 * POST /api/payment-links/:token/order: the provider order for the balance, and where the payer approves it
 * with PayPal (its page returns to the link with `?token=<order id>`); in test mode the approval is on
 * the link's page itself.
 */
export interface PaymentLinkOrder {
  id: string;
  approveUrl: string | null;
}

/** POST /api/payment-links/:token/capture: the provider order the patient approved on the page. */
export const paymentLinkCaptureSchema = z.object({
  orderId: z.string({ error: "Missing payment order" }).min(1, "Missing payment order").max(64),
});
export type PaymentLinkCapturePayload = z.input<typeof paymentLinkCaptureSchema>;
