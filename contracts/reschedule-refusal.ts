import { noticeDuration } from "#core/booking/notice-wording.ts";

/** Why the patient cannot move the appointment themselves; each reason has its own explanation on the page. */
export const rescheduleRefusals = ["short-notice", "started", "calendly", "not-confirmed"] as const;
export type RescheduleRefusal = (typeof rescheduleRefusals)[number];

/** The page's and the API's one explanation of each refusal (the page adds the practice's contacts). */
export function rescheduleRefusalText(refusal: RescheduleRefusal, noticeHours: number): string {
  switch (refusal) {
    case "short-notice":
      return `Your appointment is less than ${noticeDuration(noticeHours)} away, so it can no longer be moved online.`;
    case "started":
      return "Your appointment has already started, so it can no longer be moved.";
    case "calendly":
      return "This appointment was booked through our calendar service: please use the reschedule link in your confirmation email.";
    case "not-confirmed":
      return "This booking has no confirmed time to move.";
  }
}
