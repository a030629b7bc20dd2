import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import type {
  AdminAppointmentsPage,
  AdminAppointmentsQuery,
  AppointmentActionPayload,
  AuditEntry,
  CancelAppointmentPayload,
  CancelAppointmentResponse,
  ChargeRemainingPayload,
  ChargeRemainingResponse,
} from "./admin.ts";
import type {
  AdminAvailabilityView,
  AdminContactMessage,
  AdminCounts,
  AdminOutboxMessage,
  AdminOutboxPage,
  AdminReferral,
  AdminReferralSummary,
} from "./admin-inbox.ts";
import type { Outcome } from "./form-reply.ts";

/**
 * The admin pages' reads and writes (product decision 10): the admin API's own use-cases, for the loaders and
 * actions of routes/admin/*, which the admin layout's middleware lets through only with a live session. An
 * item that does not exist (or an id that cannot name one) reads as null: the page's 404.
 */
export interface AdminPages {
  counts(): Promise<AdminCounts>;
  appointments(query: AdminAppointmentsQuery): Promise<AdminAppointmentsPage>;
  audit(): Promise<AuditEntry[]>;
  referrals(): Promise<AdminReferralSummary[]>;
  referral(id: string): Promise<AdminReferral | null>;
  messages(): Promise<AdminContactMessage[]>;
  message(id: string): Promise<AdminContactMessage | null>;
  outbox(): Promise<AdminOutboxPage>;
  outboxMessage(id: string): Promise<AdminOutboxMessage | null>;
  availability(): Promise<AdminAvailabilityView>;
  markCompleted(payload: AppointmentActionPayload): Promise<Outcome<void>>;
  cancelAppointment(payload: CancelAppointmentPayload): Promise<Outcome<CancelAppointmentResponse["refund"]>>;
  chargeRemaining(payload: ChargeRemainingPayload): Promise<Outcome<ChargeRemainingResponse>>;
  markReferralHandled(id: string): Promise<Outcome<void>>;
  markMessageHandled(id: string): Promise<Outcome<void>>;
  sendAgain(id: string): Promise<Outcome<void>>;
  saveAvailability(settings: SchedulerSettings): Promise<Outcome<void>>;
  /** POST /api/admin/login's sign-in: the throttle, the password, the Set-Cookie of the new session. */
  signIn(request: Request, password: string): Promise<Outcome<{ setCookie: string }>>;
  /** The session ended; the Set-Cookie that clears it. */
  signOut(request: Request): Promise<{ setCookie: string }>;
}
