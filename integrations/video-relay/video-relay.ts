/**
 * A relay for calls between networks that cannot reach each other (docs/decisions/0039): the STUN and TURN
 * servers each member of a room is given, with credentials for that member alone.
 */
export interface VideoRelay {
  /** False when none is configured: a call then connects only when the two browsers reach each other directly. */
  readonly relay: boolean;
  /** The servers for one member, their credentials valid until `validUntil` and no longer. */
  iceServersFor(memberId: string, validUntil: Date): IceServer[];
}

/** RTCIceServer's shape, as the browser takes it. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** No relay configured: no server to hand out. */
export const noVideoRelay: VideoRelay = { relay: false, iceServersFor: () => [] };
