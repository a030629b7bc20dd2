/**
 * The perfect-negotiation pattern's decisions (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example),
 * as docs/decisions/0039 adapts it: only the newcomer offers, and a connection that does not connect is
 * replaced by a new one rather than renegotiated. The patient is the polite side.
 */

/**
 * The `o=` line's session id: the same for every offer of one RTCPeerConnection, new with a new one. It tells
 * an ICE restart of the current connection from the first offer of a connection the other side rebuilt.
 */
export function sdpSessionId(sdp: string | undefined): string | null {
  return sdp?.match(/^o=\S+ (\d+) /m)?.[1] ?? null;
}

/** What this side's connection is doing when a description arrives (null: there is none). */
export interface LocalNegotiation {
  makingOffer: boolean;
  signalingState: RTCSignalingState;
  settingRemoteAnswerPending: boolean;
  /** The session id of the other side's connection this one talks to, once known. */
  remoteSessionId: string | null;
}

export type DescriptionAction =
  /** A colliding offer the impolite side keeps its own over, or an answer no offer of ours waits for. */
  | "ignore"
  /** Set it on the current connection (an answer, or a renegotiation such as an ICE restart). */
  | "apply"
  /** The first offer of a connection the other side built: answer it in a new connection of our own. */
  | "answer-in-new-connection";

export function descriptionAction(
  description: { type: RTCSdpType; sdp?: string | undefined },
  local: LocalNegotiation | null,
  polite: boolean,
): DescriptionAction {
  if (description.type === "answer") return local?.signalingState === "have-local-offer" ? "apply" : "ignore";
  if (description.type !== "offer") return "ignore";
  if (!local) return "answer-in-new-connection";
  const readyForOffer = !local.makingOffer && (local.signalingState === "stable" || local.settingRemoteAnswerPending);
  if (!readyForOffer && !polite) return "ignore";
  const sameSession = local.remoteSessionId !== null && local.remoteSessionId === sdpSessionId(description.sdp);
  return sameSession ? "apply" : "answer-in-new-connection";
}
