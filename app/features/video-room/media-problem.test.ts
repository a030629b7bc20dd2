import { describe, expect, it } from "vitest";
import { mediaHelp } from "./media-help-texts.ts";
import { mediaProblemOf } from "./media-problem.ts";

const securePage = { secureContext: true, hasMediaDevices: true };
const refusal = (name: string, message = "") => new DOMException(message, name);

describe("mediaProblemOf", () => {
  it("reads a refusal, whichever name the browser gives it", () => {
    expect(mediaProblemOf(refusal("NotAllowedError", "Permission denied"), securePage)).toBe("permission-denied");
    expect(mediaProblemOf(refusal("NotAllowedError", "Permission dismissed"), securePage)).toBe("permission-denied");
    expect(mediaProblemOf({ name: "PermissionDeniedError" }, securePage)).toBe("permission-denied");
    expect(mediaProblemOf(refusal("SecurityError"), securePage)).toBe("permission-denied");
  });

  it("reads a missing device, including a chosen one that was unplugged", () => {
    expect(mediaProblemOf(refusal("NotFoundError"), securePage)).toBe("not-found");
    expect(mediaProblemOf({ name: "DevicesNotFoundError" }, securePage)).toBe("not-found");
    expect(mediaProblemOf({ name: "OverconstrainedError", constraint: "deviceId" }, securePage)).toBe("not-found");
  });

  it("reads a camera held by another program, as Chrome, old Chrome and Firefox say it", () => {
    expect(mediaProblemOf(refusal("NotReadableError", "Could not start video source"), securePage)).toBe("in-use");
    expect(mediaProblemOf({ name: "TrackStartError" }, securePage)).toBe("in-use");
    expect(mediaProblemOf(refusal("AbortError", "Starting videoinput failed"), securePage)).toBe("in-use");
  });

  it("says an insecure page or a browser without mediaDevices first, whatever was thrown", () => {
    expect(mediaProblemOf(refusal("NotAllowedError"), { secureContext: false, hasMediaDevices: false })).toBe("insecure");
    expect(mediaProblemOf(new TypeError("navigator.mediaDevices is undefined"), { secureContext: true, hasMediaDevices: false })).toBe(
      "insecure",
    );
  });

  it("leaves anything else as a device that did not start", () => {
    expect(mediaProblemOf(new TypeError("boom"), securePage)).toBe("unavailable");
    expect(mediaProblemOf("a string", securePage)).toBe("unavailable");
    expect(mediaProblemOf(null, securePage)).toBe("unavailable");
  });
});

describe("mediaHelp", () => {
  it("sends a refusal to the browsers' permission steps, and only a refusal", () => {
    expect(mediaHelp("permission-denied", "camera and microphone")).toMatchObject({
      title: "Your browser blocked your camera and microphone",
      permissionSteps: true,
    });
    for (const problem of ["insecure", "not-found", "in-use", "unavailable"] as const) {
      expect(mediaHelp(problem, "camera").permissionSteps).toBe(false);
    }
  });

  it("names the device and what to close or open", () => {
    expect(mediaHelp("in-use", "camera").title).toBe("Another program is using your camera");
    expect(mediaHelp("in-use", "camera").steps.join(" ")).toContain("Zoom");
    expect(mediaHelp("not-found", "microphone").title).toBe("We could not find your microphone");
    expect(mediaHelp("insecure", "camera").steps.join(" ")).toContain("https://");
    expect(mediaHelp("unavailable", "camera").title).toBe("Your camera did not start");
  });
});
