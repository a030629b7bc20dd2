import type {
  AdminAppointmentsPage,
  AuditEntry,
  CancelAppointmentPayload,
  CancelAppointmentResponse,
  ChargeRemainingPayload,
  ChargeRemainingResponse,
  MarkCompletedResponse,
} from "#contracts/admin.ts";
import { paths } from "#contracts/paths.ts";
import { ApiRequestError, postJson } from "#app/lib/api-client.ts";

export type AppointmentsView = "upcoming" | "past";

/** The query keys the dashboard's mutations invalidate. */
export const adminQueryKeys = {
  appointments: ["/api/admin/appointments"] as const,
  audit: ["/api/admin/audit"] as const,
};

/**
 * A signed-in read; a session that has ended sends the practitioner back to the login page. The reads
 * have no messages of their own to show: the list says it could not load.
 */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (response.status === 401) window.location.assign(paths.adminLogin);
  if (!response.ok) throw new ApiRequestError(response.status, `${response.status}: ${response.statusText}`, null);
  return (await response.json()) as T;
}

export function fetchAppointments(view: AppointmentsView, q: string, cursor: string | null): Promise<AdminAppointmentsPage> {
  const query = new URLSearchParams({ view });
  if (q) query.set("q", q);
  if (cursor) query.set("cursor", cursor);
  return getJson(`/api/admin/appointments?${query}`);
}

export function fetchAudit(): Promise<AuditEntry[]> {
  return getJson("/api/admin/audit");
}

export function markCompleted(appointmentId: string): Promise<MarkCompletedResponse> {
  return postJson("/api/admin/mark-completed", { appointmentId });
}

export function chargeRemaining(payload: ChargeRemainingPayload): Promise<ChargeRemainingResponse> {
  return postJson("/api/admin/charge-remaining", payload);
}

export function cancelAppointment(payload: CancelAppointmentPayload): Promise<CancelAppointmentResponse> {
  return postJson("/api/admin/cancel-appointment", payload);
}
