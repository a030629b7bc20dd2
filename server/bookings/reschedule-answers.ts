import { availabilitySlotOf } from "#contracts/availability-slot.ts";
import type { HoldResponse } from "#contracts/booking.ts";
import type { RescheduleOptions, RescheduleResult } from "#contracts/reschedule.ts";
import type { AppServices } from "#server/context.ts";
import { holdRescheduleTime, rescheduleAppointment, rescheduleTimes } from "./reschedule-appointment.ts";

/**
 * The patient's move, as the reschedule page and the manage-booking API both answer it: the rule's answer
 * and the open times, a time held, the move. An unknown or finished link throws NotFoundError.
 */
export async function rescheduleOptions(services: AppServices, token: string): Promise<RescheduleOptions> {
  const { appointment, notice, refusal, times } = await rescheduleTimes(services, token);
  return {
    appointment: {
      start_time: appointment.startAt.toISOString(),
      end_time: appointment.endAt.toISOString(),
      time_zone: appointment.patientTimeZone,
    },
    deadline: notice.deadline.toISOString(),
    noticeHours: services.config.afterBooking.noticeHours,
    refusal,
    times: times.map(availabilitySlotOf),
  };
}

export async function holdForReschedule(services: AppServices, token: string, start: Date): Promise<HoldResponse> {
  const hold = await holdRescheduleTime(services, token, start);
  return {
    holdId: hold.appointmentId,
    start_time: hold.start.toISOString(),
    end_time: hold.end.toISOString(),
    expires_at: hold.holdExpiresAt.toISOString(),
  };
}

export async function moveToHeldTime(services: AppServices, token: string, holdId: string): Promise<RescheduleResult> {
  const moved = await rescheduleAppointment(services, token, holdId);
  return { start_time: moved.startAt.toISOString(), end_time: moved.endAt.toISOString() };
}
