import { describe, expect, it } from "vitest";
import type { MediaState, ServerMessage } from "#contracts/video-room.ts";
import {
  callStateOf,
  callStatusText,
  initialRoomState,
  roomAnnouncement,
  roomReducer,
  type RoomEvent,
  type RoomState,
} from "./room-state.ts";

const server = (message: ServerMessage): RoomEvent => ({ type: "server", message });
const practitioner = { role: "practitioner" as const, displayName: "Dr Lee" };
const media: MediaState = { microphoneOn: true, cameraOn: true, audioOnly: false, sharingScreen: false };
const run = (state: RoomState, ...events: RoomEvent[]) => events.reduce(roomReducer, state);
const welcome = (peer: typeof practitioner | null, role: "patient" | "practitioner" = "patient"): ServerMessage => ({
  type: "welcome",
  role,
  peer,
  iceServers: [],
  relay: true,
});
/** In the room: the socket open, the server's welcome read. */
const inRoom = (role: "patient" | "practitioner", peer: typeof practitioner | null = null) =>
  run(initialRoomState(role), { type: "signalling", status: "open" }, server(welcome(peer, role)));

describe("roomReducer", () => {
  it("waits alone until the other side joins, then connects", () => {
    const alone = inRoom("patient");
    expect(callStateOf(alone)).toBe("waiting");
    const joined = run(alone, server({ type: "peer-joined", ...practitioner }));
    expect(callStateOf(joined)).toBe("connecting");
    expect(callStateOf(run(joined, { type: "connection", state: "connected" }))).toBe("connected");
  });

  it("says reconnecting when a connection that had connected drops, or the other side comes back", () => {
    const connected = run(inRoom("patient", practitioner), { type: "connection", state: "connected" });
    expect(callStateOf(run(connected, { type: "connection", state: "disconnected" }))).toBe("reconnecting");
    const back = run(connected, server({ type: "peer-left", role: "practitioner" }), server({ type: "peer-joined", ...practitioner }));
    expect(callStateOf(back)).toBe("reconnecting");
  });

  it("shows the patient the practitioner's exercise until she hides it or leaves", () => {
    const shown = run(inRoom("patient", practitioner), server({ type: "show-exercise", slug: "quad-sets" }));
    expect(shown.shownExercise).toBe("quad-sets");
    expect(run(shown, server({ type: "show-exercise", slug: null })).shownExercise).toBeNull();
    expect(run(shown, server({ type: "peer-left", role: "practitioner" })).shownExercise).toBeNull();
  });

  it("keeps the practitioner's own choice when the patient leaves", () => {
    const chosen = run(initialRoomState("practitioner"), { type: "show-exercise", slug: "quad-sets" });
    expect(run(chosen, server({ type: "peer-left", role: "patient" })).shownExercise).toBe("quad-sets");
  });

  it("keeps the other side's media state until it leaves", () => {
    const state = run(initialRoomState("practitioner"), server({ type: "media-state", state: { ...media, cameraOn: false } }));
    expect(state.remoteMedia?.cameraOn).toBe(false);
    expect(run(state, server({ type: "peer-left", role: "patient" })).remoteMedia).toBeNull();
  });

  it("ends for good: later messages change nothing", () => {
    const ended = run(inRoom("patient", practitioner), { type: "ended", reason: "taken-over" });
    expect(callStateOf(ended)).toBe("ended");
    expect(run(ended, server({ type: "peer-left", role: "practitioner" }))).toBe(ended);
  });

  it("keeps the server's refusal to show it", () => {
    expect(run(initialRoomState("patient"), server({ type: "error", message: "Too many messages" })).refusal).toBe("Too many messages");
  });
});

describe("callStateOf and callStatusText", () => {
  it("opens the room, then waits alone", () => {
    const opening = initialRoomState("practitioner");
    expect([callStateOf(opening), callStatusText(opening)]).toEqual(["connecting", "Opening the room…"]);
    const alone = run(opening, { type: "signalling", status: "open" }, server(welcome(null, "practitioner")));
    expect([callStateOf(alone), callStatusText(alone)]).toEqual(["waiting", "Waiting for the patient to join…"]);
  });

  it("says it reconnects to the room when its socket keeps failing, even before any welcome", () => {
    const refused = run(initialRoomState("patient"), { type: "signalling", status: "reconnecting" });
    expect([callStateOf(refused), callStatusText(refused)]).toEqual(["reconnecting", "Reconnecting to the room…"]);
  });

  it("stays connected while only the socket reconnects: the media go browser to browser", () => {
    const connected = run(inRoom("patient", practitioner), { type: "connection", state: "connected" });
    const socketDown = run(connected, { type: "signalling", status: "reconnecting" });
    expect([callStateOf(socketDown), callStatusText(socketDown)]).toEqual(["connected", "In the call with Dr Lee"]);
    expect(callStateOf(run(socketDown, { type: "connection", state: "disconnected" }))).toBe("reconnecting");
  });

  it("connects to the one who joined, and reconnects to one who had been connected", () => {
    const joined = run(inRoom("patient", practitioner), { type: "connection", state: "connecting" });
    expect([callStateOf(joined), callStatusText(joined)]).toEqual(["connecting", "Connecting to Dr Lee…"]);
    const dropped = run(joined, { type: "connection", state: "connected" }, { type: "connection", state: "failed" });
    expect([callStateOf(dropped), callStatusText(dropped)]).toEqual(["reconnecting", "Reconnecting…"]);
  });

  it("names the other side by who it is until the server names it", () => {
    expect(callStatusText(inRoom("patient"))).toBe("Waiting for your physiotherapist to join…");
  });
});

describe("roomAnnouncement", () => {
  const base = inRoom("patient");
  const joined = run(base, server({ type: "peer-joined", ...practitioner }));
  const connected = run(joined, { type: "connection", state: "connected" }, server({ type: "media-state", state: media }));

  it("says who joined, who left, and when the call connects", () => {
    expect(roomAnnouncement(base, joined)).toBe("Dr Lee joined");
    expect(roomAnnouncement(joined, connected)).toBe("Connected to Dr Lee");
    expect(roomAnnouncement(connected, run(connected, server({ type: "peer-left", role: "practitioner" })))).toBe("Dr Lee left the call");
  });

  it("says reconnecting, then reconnected", () => {
    const dropped = run(connected, { type: "connection", state: "disconnected" });
    expect(roomAnnouncement(connected, dropped)).toBe("Reconnecting…");
    expect(roomAnnouncement(dropped, run(dropped, { type: "connection", state: "connected" }))).toBe("Reconnected");
  });

  it("says the other side's camera, microphone, audio only and screen", () => {
    const say = (state: Partial<MediaState>) =>
      roomAnnouncement(connected, run(connected, server({ type: "media-state", state: { ...media, ...state } })));
    expect(say({ cameraOn: false })).toBe("Dr Lee turned the camera off");
    expect(say({ microphoneOn: false })).toBe("Dr Lee muted");
    expect(say({ cameraOn: false, audioOnly: true })).toBe("Dr Lee's video stopped: audio only");
    expect(say({ sharingScreen: true })).toBe("Dr Lee is sharing the screen");
    expect(say({})).toBeNull();
  });

  it("tells the patient an exercise is shown, by the name she typed", () => {
    const named = run(connected, { type: "peer-name", displayName: "Sarah" });
    expect(roomAnnouncement(named, run(named, server({ type: "show-exercise", slug: "quad-sets" })))).toBe(
      "Sarah is showing you an exercise",
    );
  });
});
