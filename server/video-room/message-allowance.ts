/**
 * How many messages one room connection may send: a token bucket. A browser negotiating a call sends a burst
 * (a description and a few dozen ICE candidates, again at each ICE restart), then a ping now and then; the
 * bucket holds the burst and refills at a steady rate, so only a flood runs dry.
 */
export interface MessageAllowance {
  /** Takes one message's token at `nowMs`: false when none is left. */
  take(nowMs: number): boolean;
}

export function createMessageAllowance({ burst, perSecond }: { burst: number; perSecond: number }, startMs: number): MessageAllowance {
  let tokens = burst;
  let lastMs = startMs;
  return {
    take(nowMs) {
      tokens = Math.min(burst, tokens + ((nowMs - lastMs) / 1000) * perSecond);
      lastMs = nowMs;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
