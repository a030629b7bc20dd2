/**
 * The cancellation and reschedule rule (docs/product/decisions.md, 9): with at least the practice's notice
 * before the appointment starts, a patient may cancel with the deposit refunded, or move to another time;
 * with less, they may still cancel but the deposit is kept, and a move is arranged with the practice.
 *
 * Notice is elapsed time (hours of 3,600 s between now and the start), not the same wall-clock time the day
 * before: across a daylight-saving change "24 hours' notice" still means 24 real hours, which is what a
 * patient reading "at least 24 hours before" counts, whatever their own time zone.
 */
export interface NoticePolicy {
  /** Hours of notice the practice asks for (CANCELLATION_NOTICE_HOURS, 24 by default). */
  noticeHours: number;
}

export interface NoticeStanding {
  /** True when now is at or before the deadline: the refund and the self-service move apply. */
  withNotice: boolean;
  /** The last instant with enough notice (start minus the notice). */
  deadline: Date;
  /** The appointment has started: nothing can be changed by the patient any more. */
  started: boolean;
}

const HOUR_MS = 3_600_000;

export function noticeStanding(start: Date, now: Date, policy: NoticePolicy): NoticeStanding {
  const deadline = new Date(start.getTime() - policy.noticeHours * HOUR_MS);
  return {
    withNotice: now.getTime() <= deadline.getTime(),
    deadline,
    started: now.getTime() >= start.getTime(),
  };
}
