import { describe, expect, it } from "vitest";
import type { MediaState, ServerMessage } from "#contracts/video-room.ts";
import { callStateOfRoom, initialRoomState, roomAnnouncement, roomReducer, type RoomEvent, type RoomState } from "./room-state.ts";

const server = (message: ServerMessage): RoomEvent => ({ type: "server", message });
const practitioner = { role: "practitioner" as const, displayName: "Dr Lee" };
const media: MediaState = { microphoneOn: true, cameraOn: true, audioOnly: false, sharingScreen: false };
const run = (state: RoomState, ...events: RoomEvent[]) => events.reduce(roomReducer, state);
const welcome = (peer: typeof practitioner | null): ServerMessage => ({
  type: "welcome",
  role: "patient",
  peer,
  iceServers: [],
  relay: true,
});

describe("roomReducer", () => {
  it("waits alone until the other side joins, then connects", () => {
    const alone = run(initialRoomState("patient"), server(welcome(null)));
    expect(callStateOfRoom(alone)).toBe("waiting");
    const joined = run(alone, server({ type: "peer-joined", ...practitioner }));
    expect(callStateOfRoom(joined)).toBe("connecting");
    expect(callStateOfRoom(run(joined, { type: "connection", state: "connected" }))).toBe("connected");
  });

  it("says reconnecting when a connection that had connected drops, or the other side comes back", () => {
    const connected = run(initialRoomState("patient"), server(welcome(practitioner)), { type: "connection", state: "connected" });
    expect(callStateOfRoom(run(connected, { type: "connection", state: "disconnected" }))).toBe("reconnecting");
    const back = run(connected, server({ type: "peer-left", role: "practitioner" }), server({ type: "peer-joined", ...practitioner }));
    expect(callStateOfRoom(back)).toBe("reconnecting");
  });

  it("shows the patient the practitioner's exercise until she hides it or leaves", () => {
    const shown = run(initialRoomState("patient"), server(welcome(practitioner)), server({ type: "show-exercise", slug: "quad-sets" }));
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
    const ended = run(initialRoomState("patient"), server(welcome(practitioner)), { type: "ended", reason: "taken-over" });
    expect(callStateOfRoom(ended)).toBe("ended");
    expect(run(ended, server({ type: "peer-left", role: "practitioner" }))).toBe(ended);
  });

  it("keeps the server's refusal to show it", () => {
    expect(run(initialRoomState("patient"), server({ type: "error", message: "Too many messages" })).refusal).toBe("Too many messages");
  });
});

describe("roomAnnouncement", () => {
  const base = run(initialRoomState("patient"), server(welcome(null)));
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
