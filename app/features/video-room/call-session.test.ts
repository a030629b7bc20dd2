import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientMessage } from "#contracts/video-room.ts";
import { CallSession } from "./call-session.ts";
import { connectTimeout, iceRestartTimeout } from "./retry-delays.ts";

type Sdp = { type: RTCSdpType; sdp: string };
const sessionIdOf = (description: { sdp?: string | undefined } | null) => description?.sdp?.match(/^o=- (\d+) /m)?.[1] ?? null;

/**
 * Just enough of RTCPeerConnection for the negotiation: the signalling states, one session id per connection,
 * and a pair of connections connects once each holds the other's description, both stable, while the
 * network is up and neither is one of the stuck connections the brief measured (ICE stayed `new`).
 */
class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  static stuckNext = 0;
  static networkUp = true;
  private static nextSession = 1000;

  readonly sessionId = String(FakePeerConnection.nextSession++);
  readonly stuck = FakePeerConnection.stuckNext > 0 && FakePeerConnection.stuckNext-- > 0;
  signalingState: RTCSignalingState = "stable";
  connectionState: RTCPeerConnectionState = "new";
  iceConnectionState: RTCIceConnectionState = "new";
  localDescription: Sdp | null = null;
  remoteDescription: Sdp | null = null;
  restarts = 0;
  private version = 0;
  private readonly transceivers: { direction: string; receiver: { track: { kind: string } }; sender: { replaceTrack(): Promise<void> } }[] =
    [];
  onnegotiationneeded: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  ontrack: (() => void) | null = null;
  onicecandidate: (() => void) | null = null;

  constructor() {
    FakePeerConnection.all.push(this);
  }

  addTransceiver(trackOrKind: string | { kind: string }) {
    const kind = typeof trackOrKind === "string" ? trackOrKind : trackOrKind.kind;
    this.transceivers.push({ direction: "sendrecv", receiver: { track: { kind } }, sender: { replaceTrack: () => Promise.resolve() } });
  }

  getTransceivers() {
    return this.transceivers;
  }

  createDataChannel() {
    return { readyState: "connecting", close() {}, send() {}, onopen: null, onmessage: null };
  }

  async setLocalDescription(): Promise<void> {
    await Promise.resolve();
    if (this.signalingState === "closed") throw new Error("closed");
    const type = this.signalingState === "have-remote-offer" ? "answer" : "offer";
    this.signalingState = type === "offer" ? "have-local-offer" : "stable";
    this.localDescription = { type, sdp: `v=0\r\no=- ${this.sessionId} ${++this.version} IN IP4 127.0.0.1\r\n` };
    FakePeerConnection.settle();
  }

  async setRemoteDescription(description: Sdp): Promise<void> {
    await Promise.resolve();
    if (this.signalingState === "closed") throw new Error("closed");
    if (description.type === "answer" && this.signalingState !== "have-local-offer") throw new Error("no offer to answer");
    // An offer over an offer of ours is rolled back implicitly, as browsers do.
    this.signalingState = description.type === "offer" ? "have-remote-offer" : "stable";
    if (description.type === "offer" && this.transceivers.length === 0) for (const kind of ["audio", "video"]) this.addTransceiver(kind);
    this.remoteDescription = description;
    FakePeerConnection.settle();
  }

  addIceCandidate(): Promise<void> {
    return Promise.resolve();
  }

  restartIce(): void {
    this.restarts += 1;
    queueMicrotask(() => this.onnegotiationneeded?.());
  }

  close(): void {
    this.signalingState = "closed";
    this.connectionState = "closed";
  }

  getStats() {
    return Promise.resolve(new Map());
  }

  /** Both ends' states change as the browser would, with their events. */
  setState(state: "connected" | "disconnected"): void {
    this.connectionState = state;
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
    this.onconnectionstatechange?.();
  }

  /** Connects every pair of open connections that now hold each other's descriptions. */
  static settle(): void {
    if (!FakePeerConnection.networkUp) return;
    const open = FakePeerConnection.all.filter((pc) => pc.signalingState === "stable" && !pc.stuck && pc.connectionState !== "connected");
    for (const pc of open) {
      const other = open.find(
        (candidate) =>
          candidate !== pc &&
          sessionIdOf(candidate.remoteDescription) === pc.sessionId &&
          sessionIdOf(pc.remoteDescription) === candidate.sessionId,
      );
      if (other && pc.connectionState !== "connected") {
        pc.setState("connected");
        other.setState("connected");
      }
    }
  }
}

/** One side of the call: its session, what it sent, and the states it reported. */
function side(polite: boolean) {
  const sent: ClientMessage[] = [];
  const states: (RTCPeerConnectionState | null)[] = [];
  const stuck = vi.fn();
  let deliver: (message: ClientMessage) => void = () => {};
  const session = new CallSession({
    polite,
    forceRelay: false,
    events: {
      send: (message) => {
        sent.push(message);
        deliver(message);
      },
      canSignal: () => true,
      remoteStream: () => {},
      connectionState: (state) => states.push(state),
      channelOpen: () => {},
      channelMessage: () => {},
      stuck,
    },
  });
  const offers = () =>
    sent.flatMap((message) => (message.type === "description" && message.description.type === "offer" ? [message.description] : []));
  return {
    session,
    sent,
    states,
    stuck,
    offers,
    connected: () => states.at(-1) === "connected",
    /** The signalling server: each message reaches the other side 20 ms later, in the order sent. */
    linkTo(other: CallSession) {
      deliver = (message) =>
        void setTimeout(() => {
          if (message.type === "description") void other.handleDescription(message.description);
          if (message.type === "candidate") void other.handleCandidate(message.candidate);
        }, 20);
    },
  };
}

function call() {
  const practitioner = side(false);
  const patient = side(true);
  practitioner.linkTo(patient.session);
  patient.linkTo(practitioner.session);
  return { practitioner, patient };
}

/** The connection a session holds now: the last one built that is not closed. */
const currentConnection = () => FakePeerConnection.all.filter((pc) => pc.signalingState !== "closed");

beforeEach(() => {
  vi.useFakeTimers();
  FakePeerConnection.all = [];
  FakePeerConnection.stuckNext = 0;
  FakePeerConnection.networkUp = true;
  vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
  vi.stubGlobal("MediaStream", class {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("CallSession's negotiation (docs/decisions/0039)", () => {
  it("connects when the newcomer offers and the other side waits for it", async () => {
    const { practitioner, patient } = call();
    patient.session.awaitOffer();
    practitioner.session.offer();
    await vi.advanceTimersByTimeAsync(200);
    expect(practitioner.connected() && patient.connected()).toBe(true);
    expect(patient.offers()).toEqual([]);
  });

  it("the answering side never offers, even when its connection asks to negotiate", async () => {
    const { practitioner, patient } = call();
    patient.session.awaitOffer();
    practitioner.session.offer();
    await vi.advanceTimersByTimeAsync(200);
    // Chrome fires negotiationneeded on the answering side once its transceivers' directions changed.
    const patientConnection = FakePeerConnection.all.find((pc) => pc.localDescription?.type === "answer")!;
    patientConnection.onnegotiationneeded?.();
    await vi.advanceTimersByTimeAsync(200);
    expect(patient.offers()).toEqual([]);
    expect(practitioner.connected() && patient.connected()).toBe(true);
  });

  it("on glare (both offered at once) one connection wins and the call connects", async () => {
    const { practitioner, patient } = call();
    practitioner.session.offer();
    patient.session.offer();
    await vi.advanceTimersByTimeAsync(200);
    expect(practitioner.connected() && patient.connected()).toBe(true);
    // The polite patient dropped its own offer and answered the practitioner's in a new connection.
    expect(currentConnection()).toHaveLength(2);
    expect(
      currentConnection()
        .map((pc) => pc.localDescription?.type)
        .sort(),
    ).toEqual(["answer", "offer"]);
  });

  it("when both joined at once and the practitioner then hears of the patient's arrival, the call still connects", async () => {
    // Measured in the e2e run: each new device's welcome named the other member (the practitioner's, her
    // previous device), so both offered; the patient yielded to her offer, then the patient's peer-joined
    // reached her and she dropped it to wait for an offer that never came.
    const { practitioner, patient } = call();
    practitioner.session.offer();
    await vi.advanceTimersByTimeAsync(5);
    patient.session.offer();
    await vi.advanceTimersByTimeAsync(5);
    practitioner.session.awaitOffer();
    await vi.advanceTimersByTimeAsync(500);
    expect(practitioner.connected() && patient.connected()).toBe(true);
  });

  it("on glare whose answering connection stays at ICE `new`, the newcomer rebuilds and the call connects", async () => {
    const { practitioner, patient } = call();
    practitioner.session.offer();
    patient.session.offer();
    // The next connection built is the patient's, answering the practitioner's offer: it never connects.
    FakePeerConnection.stuckNext = 1;
    await vi.advanceTimersByTimeAsync(200);
    expect(practitioner.connected() || patient.connected()).toBe(false);

    await vi.advanceTimersByTimeAsync(connectTimeout(0));
    expect(practitioner.connected() && patient.connected()).toBe(true);
    const sessions = new Set(practitioner.offers().map((offer) => sessionIdOf(offer)));
    expect(sessions.size).toBe(2);
    expect(patient.stuck).not.toHaveBeenCalled();
  });

  it("a dropped connection restarts ICE on the same connection and comes back", async () => {
    const { practitioner, patient } = call();
    patient.session.awaitOffer();
    practitioner.session.offer();
    await vi.advanceTimersByTimeAsync(200);
    const [offering, answering] = currentConnection();

    answering!.setState("disconnected");
    offering!.setState("disconnected");
    expect(patient.states.at(-1)).toBe("disconnected");
    await vi.advanceTimersByTimeAsync(200);
    expect(offering!.restarts).toBe(1);
    expect(currentConnection()).toEqual([offering, answering]);
    expect(practitioner.connected() && patient.connected()).toBe(true);
  });

  it("a drop the ICE restart does not mend is rebuilt once the network is back", async () => {
    const { practitioner, patient } = call();
    patient.session.awaitOffer();
    practitioner.session.offer();
    await vi.advanceTimersByTimeAsync(200);
    const first = currentConnection();

    FakePeerConnection.networkUp = false;
    for (const pc of first) pc.setState("disconnected");
    await vi.advanceTimersByTimeAsync(iceRestartTimeout + 200);
    expect(first.every((pc) => pc.signalingState === "closed")).toBe(true);

    FakePeerConnection.networkUp = true;
    await vi.advanceTimersByTimeAsync(connectTimeout(1) + 200);
    expect(practitioner.connected() && patient.connected()).toBe(true);
    expect(patient.stuck).not.toHaveBeenCalled();
  });
});
