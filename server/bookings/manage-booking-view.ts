import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { paths } from "#contracts/paths.ts";
import { depositOnPatientCancel } from "#core/booking/cancel-deposit.ts";
import { noticeStanding } from "#core/booking/notice-rule.ts";
import { roomOpensAt } from "#core/video-room/room-window.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import type { AppServices } from "#server/context.ts";
import { hasSubmittedIntake } from "#server/intake/intake-status.ts";
import { findDepositRefund } from "#server/payments/deposit-refund.ts";
import { roomLinkFor } from "#server/video-room/room-link.ts";
import { findAppointmentByManageToken } from "./manage-link.ts";

/**
 * The manage-booking page's view of the appointment a token names, or null (unknown token, the appointment
 * is over, or it is not a paid booking). What cancelling now does comes from the same rule as the cancel
 * itself (core/booking/cancel-deposit.ts), so the page never promises what the API will not do.
 */
export async function manageBookingView(services: AppServices, token: string, now = new Date()): Promise<ManageBookingView | null> {
  const { db } = services.database;
  const row = await findAppointmentByManageToken(db, token, now);
  if (!row) return null;
  return toManageBookingView(services, row, now);
}

export async function toManageBookingView(services: AppServices, row: AppointmentRow, now: Date): Promise<ManageBookingView | null> {
  if (row.status !== "confirmed" && row.status !== "awaiting_time" && row.status !== "cancelled") return null;
  const policy = services.config.afterBooking;
  const standing = row.startAt ? noticeStanding(row.startAt, now, policy) : null;
  const refund = row.status === "cancelled" ? await findDepositRefund(services.database.db, row.id) : null;
  const calendlyBooked = row.schedulingProvider === "calendly" && row.externalInviteeUri !== null;
  return {
    status: row.status,
    scheduling: calendlyBooked ? "calendly" : "builtin",
    startTime: row.startAt?.toISOString() ?? null,
    endTime: row.endAt?.toISOString() ?? null,
    patientTimeZone: row.patientTimeZone,
    depositCents: row.depositCents ?? 0,
    balanceCents: row.balanceCents ?? 0,
    paymentProvider: row.paymentProvider,
    noticeHours: policy.noticeHours,
    noticeDeadline: standing?.deadline.toISOString() ?? null,
    cancelNow: depositOnPatientCancel({ status: row.status, startAt: row.startAt, depositPaid: row.depositPaidAt !== null }, now, policy),
    canReschedule: row.status === "confirmed" && !calendlyBooked && standing !== null && standing.withNotice,
    refund: refund ? { amountCents: refund.amountCents, status: refund.status } : null,
    room: await roomOf(services, row),
    intake: await intakeOf(services, row),
    calendly: calendlyBooked && row.status !== "cancelled" ? await calendlyLinks(services, row.externalInviteeUri!) : null,
  };
}

/**
 * The consultation room of a confirmed appointment. Its link works once its hash is recorded, which the mails
 * do; an appointment whose mails went out before the room existed has it recorded here.
 */
async function roomOf(services: AppServices, row: AppointmentRow): Promise<ManageBookingView["room"]> {
  if (row.status !== "confirmed" || !row.startAt) return null;
  if (row.roomTokenHash === null) await roomLinkFor(services.database.db, services.roomLinks, row.id);
  return {
    path: paths.consultationRoom(services.roomLinks.tokenFor(row.id)),
    opensAt: roomOpensAt(row.startAt).toISOString(),
  };
}

/** The patient's pre-consultation form, under the manage link, while the appointment stands. */
async function intakeOf(services: AppServices, row: AppointmentRow): Promise<ManageBookingView["intake"]> {
  if (row.status === "cancelled" || !row.patientId) return null;
  return {
    path: paths.bookingIntake(services.manageLinks.tokenFor(row.id)),
    submitted: await hasSubmittedIntake(services.database.db, row.patientId),
  };
}

/** Calendly's own cancel and reschedule pages for its invitee; null (the page offers the contacts) if Calendly does not answer. */
async function calendlyLinks(services: AppServices, inviteeUri: string): Promise<ManageBookingView["calendly"]> {
  if (!services.calendly) return null;
  try {
    return await services.calendly.inviteeLinks(inviteeUri);
  } catch (error) {
    services.logger.warn({ err: error }, "Calendly's invitee links could not be read");
    return null;
  }
}
