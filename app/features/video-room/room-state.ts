import type { MediaState, RoomRole, ServerMessage } from "#contracts/video-room.ts";
import type { ClosedForGood, SignallingStatus } from "./signalling-client.ts";

/** Why the call is over for this page: the server's reasons, or this person left. */
export type EndReason = ClosedForGood | "left";

/** What the room knows, from the server's messages and the connection's events. */
export interface RoomState {
  role: RoomRole;
  signalling: SignallingStatus;
  peer: { role: RoomRole; displayName: string } | null;
  /** The other side's name as typed in its waiting room, said over the data channel. */
  peerChosenName: string | null;
  connection: RTCPeerConnectionState | null;
  everConnected: boolean;
  remoteMedia: MediaState | null;
  /** The exercise on the card: the practitioner's choice, or what she showed the patient. */
  shownExercise: string | null;
  /** A relay (TURN) is configured; null until the server's welcome. */
  relay: boolean | null;
  ended: EndReason | null;
  /** The server's last refusal of one of this page's messages. */
  refusal: string | null;
}

export type RoomEvent =
  | { type: "server"; message: ServerMessage }
  | { type: "signalling"; status: SignallingStatus }
  | { type: "connection"; state: RTCPeerConnectionState | null }
  | { type: "peer-name"; displayName: string }
  | { type: "show-exercise"; slug: string | null }
  | { type: "ended"; reason: EndReason };

export function initialRoomState(role: RoomRole): RoomState {
  return {
    role,
    signalling: "connecting",
    peer: null,
    peerChosenName: null,
    connection: null,
    everConnected: false,
    remoteMedia: null,
    shownExercise: null,
    relay: null,
    ended: null,
    refusal: null,
  };
}

export function roomReducer(state: RoomState, event: RoomEvent): RoomState {
  if (state.ended) return state;
  switch (event.type) {
    case "signalling":
      return { ...state, signalling: event.status };
    case "connection":
      return { ...state, connection: event.state, everConnected: state.everConnected || event.state === "connected" };
    case "peer-name":
      return { ...state, peerChosenName: event.displayName };
    case "show-exercise":
      return { ...state, shownExercise: event.slug };
    case "ended":
      return { ...state, ended: event.reason, connection: null };
    case "server":
      return serverMessageState(state, event.message);
  }
}

function serverMessageState(state: RoomState, message: ServerMessage): RoomState {
  switch (message.type) {
    case "welcome":
      return { ...state, peer: message.peer, relay: message.relay, refusal: null, ...(message.peer ? {} : leftState(state)) };
    case "peer-joined":
      return { ...state, peer: { role: message.role, displayName: message.displayName }, remoteMedia: null, peerChosenName: null };
    case "peer-left":
      return { ...state, ...leftState(state), peer: null };
    case "media-state":
      return { ...state, remoteMedia: message.state };
    case "show-exercise":
      // The practitioner's own choice is hers; only the patient's card follows the message.
      return state.role === "patient" ? { ...state, shownExercise: message.slug } : state;
    case "error":
      return { ...state, refusal: message.message };
    default:
      return state;
  }
}

/** The other side is gone: its media state goes, and so does an exercise she was showing the patient. */
function leftState(state: RoomState): Partial<RoomState> {
  return { remoteMedia: null, connection: null, ...(state.role === "patient" ? { shownExercise: null } : {}) };
}

export type CallState = "waiting" | "connecting" | "connected" | "reconnecting" | "ended";

/** What the call area shows (and its data-call-state says). */
export function callStateOf(state: RoomState): CallState {
  if (state.ended) return "ended";
  // The media go browser to browser: a call that is connected stays so while the room's socket reconnects.
  if (state.connection === "connected") return "connected";
  if (state.signalling !== "open") return state.everConnected || state.signalling === "reconnecting" ? "reconnecting" : "connecting";
  if (!state.peer) return "waiting";
  return state.everConnected ? "reconnecting" : "connecting";
}

/** The call's state in words, for its heading and over the video while there is none. */
export function callStatusText(state: RoomState): string {
  const name = peerName(state);
  const callState = callStateOf(state);
  if (callState === "connected") return `In the call with ${name}`;
  if (callState === "ended") return "The call has ended";
  if (state.signalling !== "open") return callState === "reconnecting" ? "Reconnecting to the room…" : "Opening the room…";
  if (callState === "waiting") return `Waiting for ${name} to join…`;
  return callState === "reconnecting" ? "Reconnecting…" : `Connecting to ${name}…`;
}

/** The other side's name: as it typed it, else as the booking has it, else who it is (mid-sentence). */
export function peerName(state: RoomState): string {
  return state.peerChosenName ?? state.peer?.displayName ?? (state.role === "patient" ? "your physiotherapist" : "the patient");
}

/** What the live region says when the room changes, or null when nothing worth saying happened. */
export function roomAnnouncement(previous: RoomState, next: RoomState): string | null {
  const name = peerName(next.peer ? next : previous);
  const said: string[] = [];
  if (!previous.peer && next.peer) said.push(`${name} joined`);
  if (previous.peer && !next.peer && !next.ended) said.push(`${name} left the call`);
  const before = callStateOf(previous);
  const now = callStateOf(next);
  if (now !== before && now === "reconnecting") said.push("Reconnecting…");
  if (now !== before && now === "connected") said.push(previous.everConnected ? "Reconnected" : `Connected to ${name}`);
  const was = previous.remoteMedia;
  const is = next.remoteMedia;
  if (is && (was?.cameraOn ?? true) !== is.cameraOn && !is.audioOnly) said.push(`${name} turned the camera ${is.cameraOn ? "on" : "off"}`);
  if (is && (was?.microphoneOn ?? true) !== is.microphoneOn) said.push(`${name} ${is.microphoneOn ? "unmuted" : "muted"}`);
  if (is && !was?.audioOnly && is.audioOnly) said.push(`${name}'s video stopped: audio only`);
  if (is && !was?.sharingScreen && is.sharingScreen) said.push(`${name} is sharing the screen`);
  if (next.role === "patient" && next.shownExercise !== previous.shownExercise) {
    said.push(next.shownExercise ? `${name} is showing you an exercise` : "The exercise was put away");
  }
  return said.length > 0 ? said.join(". ") : null;
}
