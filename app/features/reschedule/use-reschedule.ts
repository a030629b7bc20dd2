import { useCallback, useEffect, useState } from "react";
import type { HoldResponse } from "#contracts/booking.ts";
import type { RescheduleOptions, RescheduleResult } from "#contracts/reschedule.ts";
import { ApiRequestError, postJson, serverMessageOf } from "#app/lib/api-client.ts";

export type RescheduleState =
  | { step: "loading" }
  /** The link opens no booking (unknown, or the appointment is over). */
  | { step: "unknown" }
  | { step: "failed" }
  | { step: "choose"; options: RescheduleOptions; notice: string | null }
  | { step: "holding"; options: RescheduleOptions; start: string }
  | { step: "confirm"; options: RescheduleOptions; hold: HoldResponse }
  | { step: "moving"; options: RescheduleOptions; hold: HoldResponse }
  | { step: "done"; options: RescheduleOptions; moved: RescheduleResult };

const base = (token: string) => `/api/manage-booking/${encodeURIComponent(token)}`;

/**
 * The reschedule page's steps: the rule's answer and the times (GET …/times), a time held while the patient
 * confirms (POST …/hold), then the move (POST …/reschedule). A time taken meanwhile sends the patient back to
 * the list, asked again, with the server's words.
 */
export function useReschedule(token: string) {
  const [state, setState] = useState<RescheduleState>({ step: "loading" });

  // Each (re)load of the times: after a refusal it carries the server's words to show above the list.
  const [request, setRequest] = useState<{ generation: number; notice: string | null }>({ generation: 0, notice: null });
  const load = useCallback((notice: string | null) => setRequest((last) => ({ generation: last.generation + 1, notice })), []);

  useEffect(() => {
    let active = true;
    fetch(`${base(token)}/times`, { credentials: "same-origin" })
      .then(async (response) => {
        if (!active) return;
        if (response.status === 404) return setState({ step: "unknown" });
        if (!response.ok) throw new Error(`${response.status}`);
        const options = (await response.json()) as RescheduleOptions;
        if (active) setState({ step: "choose", options, notice: request.notice });
      })
      .catch((error: unknown) => {
        console.warn("The reschedule options could not be loaded:", error instanceof Error ? error.message : error);
        if (active) setState({ step: "failed" });
      });
    return () => {
      active = false;
    };
  }, [token, request]);

  const pick = useCallback(
    async (options: RescheduleOptions, start: string) => {
      setState({ step: "holding", options, start });
      try {
        const hold = await postJson<HoldResponse>(`${base(token)}/hold`, { start_time: start });
        setState({ step: "confirm", options, hold });
      } catch (error) {
        load(serverMessageOf(error, "We could not hold this time. Please try again."));
      }
    },
    [token, load],
  );

  const confirm = useCallback(
    async (options: RescheduleOptions, hold: HoldResponse) => {
      setState({ step: "moving", options, hold });
      try {
        const moved = await postJson<RescheduleResult>(`${base(token)}/reschedule`, { holdId: hold.holdId });
        setState({ step: "done", options, moved });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return setState({ step: "unknown" });
        load(serverMessageOf(error, "We could not move your appointment. Please try again."));
      }
    },
    [token, load],
  );

  const chooseAgain = useCallback(() => load(null), [load]);
  return { state, pick, confirm, chooseAgain };
}
