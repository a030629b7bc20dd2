import type {
  AdminAvailabilityView,
  AdminContactMessage,
  AdminCounts,
  AdminOutboxMessage,
  AdminOutboxPage,
  AdminReferral,
  AdminReferralSummary,
  SendAgainResponse,
} from "#contracts/admin-inbox.ts";
import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import { postJson } from "#app/lib/api-client.ts";
import { getJson } from "./admin-api.ts";

/** The query keys of the inbox's reads; a change invalidates its list and the layout's counts. */
export const inboxQueryKeys = {
  counts: ["/api/admin/counts"] as const,
  referrals: ["/api/admin/referrals"] as const,
  referral: (id: string) => ["/api/admin/referrals", id] as const,
  messages: ["/api/admin/messages"] as const,
  message: (id: string) => ["/api/admin/messages", id] as const,
  outbox: ["/api/admin/outbox"] as const,
  outboxMessage: (id: string) => ["/api/admin/outbox", id] as const,
};

export const fetchCounts = () => getJson<AdminCounts>("/api/admin/counts");
export const fetchReferrals = () => getJson<AdminReferralSummary[]>("/api/admin/referrals");
export const fetchReferral = (id: string) => getJson<AdminReferral>(`/api/admin/referrals/${id}`);
export const fetchMessages = () => getJson<AdminContactMessage[]>("/api/admin/messages");
export const fetchMessage = (id: string) => getJson<AdminContactMessage>(`/api/admin/messages/${id}`);
export const fetchOutbox = () => getJson<AdminOutboxPage>("/api/admin/outbox");
export const fetchOutboxMessage = (id: string) => getJson<AdminOutboxMessage>(`/api/admin/outbox/${id}`);

export const referralDocumentUrl = (id: string) => `/api/admin/referrals/${id}/document`;
export const networkMembersCsvUrl = "/api/admin/network-members.csv";
export const appointmentsCsvUrl = "/api/admin/exports/appointments.csv";

export const markReferralHandled = (id: string) => postJson<AdminReferral>(`/api/admin/referrals/${id}/handled`, {});
export const markMessageHandled = (id: string) => postJson<AdminContactMessage>(`/api/admin/messages/${id}/handled`, {});
export const sendAgain = (id: string) => postJson<SendAgainResponse>(`/api/admin/outbox/${id}/send-again`, {});

export const availabilityKey = ["/api/admin/availability"] as const;
export const fetchAvailability = () => getJson<AdminAvailabilityView>("/api/admin/availability");
export const saveAvailability = (settings: SchedulerSettings) => postJson<AdminAvailabilityView>("/api/admin/availability", settings);
