import { z } from "zod";
import type { OutboxState } from "#core/mail/outbox-state.ts";
import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";

/**
 * The practitioner's inbox: referrals, contact messages, the mail outbox, the appointments
 * export, and what the admin layout counts as new. One schema or type per payload, for the admin pages
 * and the server.
 */

/** What the admin navigation marks as new, and whether mail is being held. */
export interface AdminCounts {
  unhandledReferrals: number;
  unhandledMessages: number;
  /** Mail kept because no SMTP server is configured. */
  heldMail: number;
  /** Mail whose delivery failed so often that it waits for the practitioner's 'Send again'. */
  givenUpMail: number;
}

/** One line of the referrals list (newest first). */
export interface AdminReferralSummary {
  id: string;
  createdAt: string;
  referrerName: string;
  clinicName: string;
  patientName: string;
  hasDocument: boolean;
  joinNetwork: boolean;
  handledAt: string | null;
}

export interface AdminReferralDocument {
  filename: string;
  contentType: string;
  sizeBytes: number;
}

/** One referral: every field, its clinical notes and its document's record. */
export interface AdminReferral extends AdminReferralSummary {
  referrerEmail: string;
  referrerPhone: string;
  patientEmail: string;
  clinicalNotes: string;
  document: AdminReferralDocument | null;
  /** The patient record it belongs to: matched by email, or linked by hand (docs/decisions/0046). */
  patient: { id: string; name: string; email: string } | null;
}

/** One clinician of the professional network (the referral form's opt-in). */
export interface AdminNetworkMember {
  name: string;
  organisation: string;
  email: string;
  consentedAt: string;
}

/** One contact message (docs/product/spec.md, "Contact page"), list and detail alike. */
export interface AdminContactMessage {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  handledAt: string | null;
  /** The record of the patient whose email wrote it (docs/decisions/0046), or null. */
  patientId: string | null;
}

export type { OutboxState };

export interface AdminOutboxSummary {
  id: string;
  kind: string;
  state: OutboxState;
  to: string;
  subject: string;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
}

/** One message of the outbox, as it was (or will be) sent. */
export interface AdminOutboxMessage extends AdminOutboxSummary {
  replyTo: string | null;
  text: string;
  lastError: string | null;
  attachments: string[];
}

/** The outbox page: the messages, and whether an SMTP server is configured ('Send again' needs one). */
export interface AdminOutboxPage {
  messages: AdminOutboxSummary[];
  smtpConfigured: boolean;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date");

/** GET /api/admin/exports/appointments.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: both days included, Melbourne dates. */
export const appointmentsExportQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.to >= range.from, { message: "The end date must be on or after the start date", path: ["to"] });
export type AppointmentsExportQuery = z.input<typeof appointmentsExportQuerySchema>;

/** The id of a referral, message or outbox message: the admin pages' `:id` and /api/admin/referrals/:id/document's. */
export const adminItemParamSchema = z.object({ id: z.uuid("This item does not exist.") });

/** A booking that a change of hours left outside them: never moved or dropped, listed for the practitioner. */
export interface BookingOutsideHours {
  id: string;
  name: string;
  start: string;
}

/**
 * The availability page: who schedules (the built-in scheduler, or Calendly with its page), the built-in
 * scheduler's settings (its form is read with `schedulerSettingsSchema`), the next times they offer, and
 * the upcoming bookings now outside the hours.
 */
export interface AdminAvailabilityView {
  scheduler: "builtin" | "calendly";
  calendlyUrl: string | null;
  settings: SchedulerSettings;
  /** The next offered start times (ISO), after existing bookings and the minimum notice. */
  preview: string[];
  outsideHours: BookingOutsideHours[];
}
