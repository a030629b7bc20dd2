import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MediaProblemHelp } from "./media-problem-help.tsx";

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("MediaProblemHelp", () => {
  it("after a refusal, shows the detected browser's steps first and every other browser's behind a disclosure", () => {
    const html = renderToStaticMarkup(
      <MediaProblemHelp cameraProblem="permission-denied" microphoneProblem="permission-denied" userAgent={firefox} />,
    );
    expect(html).toContain("Your browser blocked your camera and microphone");
    const [open, disclosed] = html.split("<details");
    expect(open).toContain("In Firefox");
    expect(disclosed).toContain("Using another browser?");
    for (const name of ["Chrome on a computer", "Chrome on Android", "Microsoft Edge", "Safari on a Mac", "iPhone or iPad"]) {
      expect(disclosed).toContain(`In ${name}`);
    }
    expect(disclosed).not.toContain("In Firefox");
  });

  it("puts every browser behind the disclosure when the browser is unknown", () => {
    const html = renderToStaticMarkup(<MediaProblemHelp cameraProblem="permission-denied" microphoneProblem={null} userAgent="" />);
    expect(html.split("<details")[0]).not.toContain("<h3");
    expect(html).toContain("How to allow it in your browser");
  });

  it("tells each device's own problem, without permission steps when nothing was refused", () => {
    const html = renderToStaticMarkup(<MediaProblemHelp cameraProblem="not-found" microphoneProblem="in-use" userAgent={firefox} />);
    expect(html).toContain("We could not find your camera");
    expect(html).toContain("Another program is using your microphone");
    expect(html).not.toContain("<details");
  });

  it("says nothing when both devices work", () => {
    expect(renderToStaticMarkup(<MediaProblemHelp cameraProblem={null} microphoneProblem={null} userAgent={firefox} />)).toBe("");
  });
});
