import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { WaitingRoom } from "./waiting-room.tsx";
import { idleLocalMedia, type LocalMedia } from "./use-local-media.ts";

const idle: LocalMedia = {
  ...idleLocalMedia,
  start: vi.fn(),
  chooseCamera: vi.fn(),
  chooseMicrophone: vi.fn(),
  chooseSpeaker: vi.fn(),
  setMicrophoneOn: vi.fn(),
  setCameraOn: vi.fn(),
  switchCamera: vi.fn(),
  release: vi.fn(),
};

const render = (media: LocalMedia) =>
  renderToStaticMarkup(
    <WaitingRoom
      role="patient"
      displayName="Sam Patient"
      onDisplayName={() => {}}
      media={media}
      devices={{ cameras: [], microphones: [], speakers: [] }}
      startTime="2026-01-14T23:00:00.000Z"
      timeZone="Australia/Perth"
      onJoin={() => {}}
    />,
  );

describe("WaitingRoom", () => {
  it("as the server sends it: the name prefilled, no recording stated, joining held until the devices start", () => {
    const html = render(idle);
    expect(html).toContain('value="Sam Patient"');
    expect(html).toContain("No recording is made");
    expect(html).toContain("Starting your camera…");
    expect(html).toMatch(/<button [^>]*type="submit" disabled="">Join the consultation<\/button>/);
    expect(html).toContain("Thursday 15 January 2026");
  });

  it("names its toggles and says their state with aria-pressed", () => {
    const html = render({ ...idle, status: "ready", microphoneOn: false });
    expect(html).toMatch(/<button type="button" aria-pressed="true"[^>]*>.*?<span>Mute<\/span>/);
    expect(html).toMatch(/<button type="button" aria-pressed="false"[^>]*>.*?<span>Stop video<\/span>/);
    expect(html).toContain("Microphone off");
  });

  it("offers sound only when the camera failed, with what to do about it", () => {
    const microphone = { kind: "audio" } as MediaStreamTrack;
    const html = render({ ...idle, status: "ready", microphone, cameraProblem: "in-use" });
    expect(html).toContain("Another program is using your camera");
    expect(html).toContain("Try again");
    expect(html).toMatch(/<button [^>]*type="submit">Join with sound only<\/button>/);
  });
});
