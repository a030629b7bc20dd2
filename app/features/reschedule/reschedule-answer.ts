import type { HoldResponse } from "#contracts/booking.ts";
import type { FormReply } from "#contracts/form-reply.ts";
import type { RescheduleResult } from "#contracts/reschedule.ts";

/** What the reschedule page's action answers: the time held (confirm it), the move done, or a refusal. */
export type RescheduleAnswer = { step: "confirm"; hold: HoldResponse } | { step: "done"; moved: RescheduleResult } | FormReply;
