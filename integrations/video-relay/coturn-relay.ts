import { createHmac } from "node:crypto";
import type { IceServer, VideoRelay } from "./video-relay.ts";

export interface CoturnSettings {
  /** turn: and turns: URLs (TURN_URLS). */
  readonly urls: readonly string[];
  /** coturn's `static-auth-secret` (TURN_SECRET). */
  readonly secret: string;
}

/**
 * coturn's REST-API credentials (its `use-auth-secret` mode): the username is `<expiry in Unix seconds>:<id>`
 * and the password is base64(HMAC-SHA1(secret, username)). coturn recomputes the password from the username
 * and refuses it once the expiry has passed, so nothing is stored and a credential dies on its own.
 */
export function coturnCredential(secret: string, memberId: string, validUntil: Date): { username: string; credential: string } {
  const username = `${Math.floor(validUntil.getTime() / 1000)}:${memberId}`;
  return { username, credential: createHmac("sha1", secret).update(username).digest("base64") };
}

/**
 * The coturn relay: its TURN URLs with a member's credential, and the same hosts as STUN servers (coturn
 * answers STUN on its TURN ports), so that a browser behind an ordinary NAT learns its public address and
 * connects directly, the relay kept for the networks that need it.
 */
export function createCoturnRelay({ urls, secret }: CoturnSettings): VideoRelay {
  const stunUrls = [
    ...new Set(urls.filter((url) => url.startsWith("turn:")).map((url) => `stun:${url.slice("turn:".length).split("?")[0]}`)),
  ];
  return {
    relay: true,
    iceServersFor(memberId, validUntil): IceServer[] {
      const turn: IceServer = { urls: [...urls], ...coturnCredential(secret, memberId, validUntil) };
      return stunUrls.length > 0 ? [{ urls: stunUrls }, turn] : [turn];
    },
  };
}
