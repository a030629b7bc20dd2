/** How long each retry of the room waits, in milliseconds. */

/**
 * Before the newcomer replaces a connection that has not connected: about 5 s at first (a loopback call
 * connects in a third of a second; a stuck one never does), longer on later attempts, for slow relays.
 */
export function connectTimeout(attempt: number): number {
  return Math.min(5_000 * 1.5 ** attempt, 15_000);
}

/** After `restartIce()`, before giving up on the connection and building a new one. */
export const iceRestartTimeout = 4_000;

/**
 * The answering side, with no new offer for this long and still not connected, rejoins the room to become
 * the newcomer that offers (the other side offers again well within it while it is there).
 */
export const answerTimeout = 20_000;

/** Before the signalling socket reconnects: 0.5 s doubling to 10 s, jittered so two tabs do not beat together. */
export function reconnectDelay(attempt: number, random: number): number {
  return Math.min(500 * 2 ** attempt, 10_000) * (0.75 + random / 2);
}

/** A ping every 12 s keeps the presence fresh and finds a dead socket (docs/decisions/0039). */
export const pingInterval = 12_000;
