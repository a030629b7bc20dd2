import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/** A stand-in for React Router: any path is a page. */
async function renderDocument(): Promise<Response> {
  return new Response("<!DOCTYPE html><html><body></body></html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** The features of a Permissions-Policy header, each with its allowlist. */
function features(response: Response): Map<string, string> {
  const header = response.headers.get("permissions-policy");
  expect(header, "Permissions-Policy header").toBeTruthy();
  return new Map(header!.split(",").map((entry) => entry.trim().split("=") as [string, string]));
}

const roomPages = [
  "/consultation/Ab-c_d0123456789012345678901234567890123456",
  "/admin/consultations/00000000-0000-4000-8000-000000000000",
];
const media = ["camera", "microphone", "display-capture", "speaker-selection"];

describe("Permissions-Policy", () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    testApp = await createTestApp();
    app = createApp(testApp.services, { renderDocument });
  }, 120_000);
  afterAll(() => testApp?.close());

  it("denies the camera, microphone, screen capture, location and the like to every other page and answer", async () => {
    for (const url of [
      "/",
      "/book-consultation",
      "/manage-booking/some-token",
      "/consultation/",
      "/admin",
      "/healthz",
      "/api/no-such-thing",
    ]) {
      const policy = features(await app.request(url));
      for (const feature of [...media, "geolocation", "payment", "usb", "serial", "hid", "midi"]) {
        expect(policy.get(feature), `${feature} on ${url}`).toBe("()");
      }
      // Full screen (the exercise player) keeps the browser's default: this site's own documents.
      expect(policy.has("fullscreen")).toBe(false);
    }
  });

  it("allows the camera, microphone, screen sharing, speakers and full screen to this site on the room's pages alone", async () => {
    for (const url of roomPages) {
      const policy = features(await app.request(url));
      for (const feature of [...media, "fullscreen"]) expect(policy.get(feature), `${feature} on ${url}`).toBe("(self)");
      expect(policy.get("geolocation")).toBe("()");
      expect(policy.get("payment")).toBe("()");
    }
  });

  it("leaves the Payment Request API to PayPal's frames on the checkout only", async () => {
    const policy = features(await app.request("/checkout"));
    expect(policy.has("payment")).toBe(false);
    expect(policy.get("camera")).toBe("()");
  });
});
