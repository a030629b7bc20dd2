import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CallControls, type CallControlsProps } from "./call-controls.tsx";

const props: CallControlsProps = {
  microphoneOn: true,
  onMicrophone: () => {},
  cameraOn: false,
  onCamera: () => {},
  onSwitchCamera: null,
  selfViewShown: true,
  onSelfView: () => {},
  fullscreen: null,
  screenShare: null,
  onLeave: () => {},
};

/** Each button's visible name and aria-pressed, in order. */
const buttons = (html: string) =>
  [...html.matchAll(/<button type="button"(?: aria-pressed="(\w+)")?[^>]*>.*?<span>([^<]+)<\/span>/g)].map(([, pressed, name]) => ({
    name,
    pressed: pressed ?? null,
  }));

describe("CallControls", () => {
  it("are real buttons named by their labels, the toggles saying their state", () => {
    expect(buttons(renderToStaticMarkup(<CallControls {...props} />))).toEqual([
      { name: "Mute", pressed: "false" },
      { name: "Stop video", pressed: "true" },
      { name: "Self view", pressed: "true" },
      { name: "Leave", pressed: null },
    ]);
  });

  it("show the state in a caption too", () => {
    const html = renderToStaticMarkup(<CallControls {...props} />);
    expect(html).toContain('<span aria-hidden="true" class="text-[0.7rem] font-normal opacity-80">Camera off</span>');
    expect(html).toContain(">Microphone on</span>");
  });

  it("offer switching camera, full screen and screen sharing only where they exist", () => {
    const html = renderToStaticMarkup(
      <CallControls
        {...props}
        onSwitchCamera={() => {}}
        fullscreen={{ active: false, toggle: () => {} }}
        screenShare={{ sharing: true, toggle: () => {} }}
      />,
    );
    expect(buttons(html).map(({ name, pressed }) => `${name}:${pressed}`)).toEqual([
      "Mute:false",
      "Stop video:true",
      "Switch camera:null",
      "Self view:true",
      "Full screen:false",
      "Share screen:true",
      "Leave:null",
    ]);
  });
});
