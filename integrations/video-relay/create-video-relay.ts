import { createCoturnRelay, type CoturnSettings } from "./coturn-relay.ts";
import { noVideoRelay, type VideoRelay } from "./video-relay.ts";

/** coturn when TURN_URLS and TURN_SECRET are set, else no relay. */
export function createVideoRelay(turn: CoturnSettings | null): VideoRelay {
  return turn ? createCoturnRelay(turn) : noVideoRelay;
}
