import type { ClientMessage, IceServer, ServerMessage } from "#contracts/video-room.ts";
import { descriptionAction, sdpSessionId } from "./negotiation.ts";
import { answerTimeout, connectTimeout, iceRestartTimeout } from "./retry-delays.ts";

type Description = Extract<ServerMessage, { type: "description" }>["description"];
type Candidate = Extract<ServerMessage, { type: "candidate" }>["candidate"];
export type TrackKind = "audio" | "video";
const kinds: TrackKind[] = ["audio", "video"];

export interface CallSessionEvents {
  /** Says a message to the other side through the server (dropped when the socket is not open). */
  send(message: ClientMessage): void;
  /** The socket is open: an offer made now would reach the other side. */
  canSignal(): boolean;
  remoteStream(stream: MediaStream | null): void;
  connectionState(state: RTCPeerConnectionState | null): void;
  channelOpen(): void;
  channelMessage(data: unknown): void;
  /** This side answers, and nobody has offered for too long: rejoin the room to become the one who offers. */
  stuck(): void;
}

/** Queued candidates beyond this are dropped: a stuck session would otherwise grow it without end. */
const maxQueuedCandidates = 200;

/**
 * The call's RTCPeerConnection and its data channel, negotiated as docs/decisions/0039 says: the newcomer
 * offers; the other side answers each new connection in a new connection of its own; a connection that does
 * not connect, or does not come back after an ICE restart, is replaced. Every connection has one audio and
 * one video transceiver from the start, so turning the camera off, sharing the screen or switching cameras
 * is a replaceTrack, never a renegotiation; chat is a negotiated data channel (id 0) both sides open alike.
 */
export class CallSession {
  private pc: RTCPeerConnection | null = null;
  private channel: RTCDataChannel | null = null;
  /** This connection's side made its offer (the newcomer), rather than answered. */
  private offerer = false;
  private makingOffer = false;
  private settingRemoteAnswerPending = false;
  private remoteSessionId: string | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private iceServers: RTCIceServer[] = [];
  private readonly tracks: Record<TrackKind, MediaStreamTrack | null> = { audio: null, video: null };
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  private readonly polite: boolean;
  private readonly forceRelay: boolean;
  private readonly events: CallSessionEvents;

  constructor(options: { polite: boolean; forceRelay: boolean; events: CallSessionEvents }) {
    this.polite = options.polite;
    this.forceRelay = options.forceRelay;
    this.events = options.events;
  }

  setIceServers(servers: readonly IceServer[]): void {
    this.iceServers = servers.map((server) => ({
      urls: server.urls,
      ...(server.username === undefined ? {} : { username: server.username }),
      ...(server.credential === undefined ? {} : { credential: server.credential }),
    }));
  }

  /** The newcomer, the other side being there: a new connection, and its offer. */
  offer(): void {
    this.attempt = 0;
    this.build(true);
  }

  /** The other side joined or came back: it offers; this side drops its connection and waits for the offer. */
  awaitOffer(): void {
    // Both joined at once (each welcome named the other): the polite newcomer yields to this impolite side's
    // offer and answers it, so the offer is kept, not dropped for one that will not come (docs/decisions/0039).
    if (!this.polite && this.offerer && (this.makingOffer || this.pc?.signalingState === "have-local-offer")) return;
    this.drop();
    this.schedule(answerTimeout, () => this.events.stuck());
  }

  /** The other side left, or this page leaves: close the connection (a relay keeps its port until then). */
  drop(): void {
    clearTimeout(this.timer);
    this.channel?.close();
    this.pc?.close();
    this.pc = null;
    this.channel = null;
    this.events.remoteStream(null);
    this.events.connectionState(null);
  }

  /** What this side sends: the microphone, and the camera or the screen (null: nothing). */
  async setTrack(kind: TrackKind, track: MediaStreamTrack | null): Promise<void> {
    this.tracks[kind] = track;
    const sender = this.pc ? senderOf(this.pc, kind) : undefined;
    if (sender && sender.track !== track) await sender.replaceTrack(track);
  }

  sendOnChannel(text: string): boolean {
    if (this.channel?.readyState !== "open") return false;
    this.channel.send(text);
    return true;
  }

  stats(): Promise<RTCStatsReport> | null {
    return this.pc?.getStats() ?? null;
  }

  async handleDescription(description: Description): Promise<void> {
    const pc = this.pc;
    const action = descriptionAction(
      description,
      pc && {
        makingOffer: this.makingOffer,
        signalingState: pc.signalingState,
        settingRemoteAnswerPending: this.settingRemoteAnswerPending,
        remoteSessionId: this.remoteSessionId,
      },
      this.polite,
    );
    try {
      if (action === "answer-in-new-connection") await this.answerInNewConnection(description);
      else if (action === "apply" && pc) await this.apply(pc, description);
    } catch (error) {
      console.warn("room: a description could not be applied", error);
    }
  }

  async handleCandidate(candidate: Candidate): Promise<void> {
    // The end of the other side's candidates: nothing to do, the connection's timers cover a failure.
    if (!candidate) return;
    const pc = this.pc;
    if (!pc?.remoteDescription) {
      if (this.pendingCandidates.length < maxQueuedCandidates) this.pendingCandidates.push(candidate);
      return;
    }
    await addCandidate(pc, candidate);
  }

  private async apply(pc: RTCPeerConnection, description: Description): Promise<void> {
    this.settingRemoteAnswerPending = description.type === "answer";
    await pc.setRemoteDescription(description);
    this.settingRemoteAnswerPending = false;
    if (this.pc !== pc) return;
    if (description.type === "answer") this.remoteSessionId ??= sdpSessionId(description.sdp);
    await this.flushCandidates(pc);
    if (description.type === "offer") {
      this.answerPending();
      await pc.setLocalDescription();
      this.sendLocalDescription(pc);
    }
  }

  private async answerInNewConnection(offer: Description): Promise<void> {
    const pc = this.build(false);
    this.remoteSessionId = sdpSessionId(offer.sdp);
    await pc.setRemoteDescription(offer);
    if (this.pc !== pc) return;
    // Send on the transceivers the offer made, so that the answer carries this side's media without a
    // negotiation of its own.
    await Promise.all(
      pc.getTransceivers().map((transceiver) => {
        transceiver.direction = "sendrecv";
        return transceiver.sender.replaceTrack(this.tracks[transceiver.receiver.track.kind as TrackKind]);
      }),
    );
    this.openChannel(pc);
    await this.flushCandidates(pc);
    await pc.setLocalDescription();
    this.sendLocalDescription(pc);
    this.answerPending();
  }

  private build(asOfferer: boolean): RTCPeerConnection {
    this.drop();
    const pc = new RTCPeerConnection({ iceServers: this.iceServers, iceTransportPolicy: this.forceRelay ? "relay" : "all" });
    this.pc = pc;
    this.offerer = asOfferer;
    this.makingOffer = false;
    this.settingRemoteAnswerPending = false;
    this.remoteSessionId = null;
    const remote = new MediaStream();
    pc.ontrack = ({ track }) => {
      if (this.pc !== pc) return;
      remote.addTrack(track);
      this.events.remoteStream(remote);
    };
    pc.onicecandidate = ({ candidate }) => {
      if (this.pc !== pc) return;
      this.events.send({
        type: "candidate",
        candidate: candidate && {
          candidate: candidate.candidate,
          sdpMid: candidate.sdpMid,
          sdpMLineIndex: candidate.sdpMLineIndex,
          usernameFragment: candidate.usernameFragment,
        },
      });
    };
    pc.onnegotiationneeded = () => {
      // Only the newcomer offers (docs/decisions/0039): when both did, the side that rolled back sometimes
      // gathered no further candidate and the call never connected.
      if (this.pc === pc && this.offerer) void this.makeOffer(pc);
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      this.events.connectionState(pc.connectionState);
      if (pc.connectionState === "connected") {
        clearTimeout(this.timer);
        this.timer = undefined;
        this.attempt = 0;
      }
    };
    pc.oniceconnectionstatechange = () => {
      if (this.pc !== pc || (pc.iceConnectionState !== "failed" && pc.iceConnectionState !== "disconnected")) return;
      if (this.timer !== undefined) return;
      if (this.offerer) {
        pc.restartIce();
        this.schedule(iceRestartTimeout, () => this.rebuild());
      } else this.answerPending();
    };
    this.events.connectionState(pc.connectionState);
    if (asOfferer) {
      for (const kind of kinds) pc.addTransceiver(this.tracks[kind] ?? kind, { direction: "sendrecv" });
      this.openChannel(pc);
      // The first offer at once rather than a task later on negotiationneeded, which then finds nothing to do.
      void this.makeOffer(pc);
      this.schedule(connectTimeout(this.attempt), () => this.rebuild());
    }
    return pc;
  }

  /** The newcomer's connection did not connect, or did not come back: a new one, offered again. */
  private rebuild(): void {
    // Without the socket the offer could not go; the newcomer's welcome on the next socket offers anew.
    if (!this.events.canSignal()) return;
    this.attempt += 1;
    this.build(true);
  }

  /** The answering side waits for the offerer; too long, and it rejoins to offer itself. */
  private answerPending(): void {
    if (this.pc?.connectionState !== "connected") this.schedule(answerTimeout, () => this.events.stuck());
  }

  private async makeOffer(pc: RTCPeerConnection): Promise<void> {
    this.makingOffer = true;
    try {
      await pc.setLocalDescription();
      this.sendLocalDescription(pc);
    } catch (error) {
      console.warn("room: the offer failed", error);
    } finally {
      if (this.pc === pc) this.makingOffer = false;
    }
  }

  private sendLocalDescription(pc: RTCPeerConnection): void {
    const local = pc.localDescription;
    if (this.pc !== pc || !local) return;
    this.events.send({ type: "description", description: { type: local.type, sdp: local.sdp } });
  }

  private openChannel(pc: RTCPeerConnection): void {
    const channel = pc.createDataChannel("chat", { negotiated: true, id: 0 });
    this.channel = channel;
    channel.onopen = () => {
      if (this.channel === channel) this.events.channelOpen();
    };
    channel.onmessage = ({ data }) => {
      if (this.channel === channel) this.events.channelMessage(data);
    };
  }

  private async flushCandidates(pc: RTCPeerConnection): Promise<void> {
    for (const candidate of this.pendingCandidates.splice(0)) await addCandidate(pc, candidate);
  }

  private schedule(delay: number, action: () => void): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      action();
    }, delay);
  }
}

function senderOf(pc: RTCPeerConnection, kind: TrackKind): RTCRtpSender | undefined {
  return pc.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === kind)?.sender;
}

async function addCandidate(pc: RTCPeerConnection, candidate: RTCIceCandidateInit): Promise<void> {
  try {
    await pc.addIceCandidate(candidate);
  } catch {
    // A candidate of a connection the other side has since replaced (its ufrag is not this one's): stale.
  }
}
