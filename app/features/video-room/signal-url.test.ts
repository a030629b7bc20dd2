import { describe, expect, it } from "vitest";
import { roomSignalUrl } from "#contracts/paths.ts";
import { connectTimeout, reconnectDelay } from "./retry-delays.ts";
import { absoluteSignalUrl } from "./signal-url.ts";

describe("absoluteSignalUrl", () => {
  it("keeps the page's host and the member's key, on wss: for an https page and ws: otherwise", () => {
    const path = roomSignalUrl({ token: "abc" });
    expect(absoluteSignalUrl(path, { protocol: "https:", host: "physio.example" })).toBe(
      "wss://physio.example/api/consultation-room/signal?token=abc",
    );
    expect(absoluteSignalUrl(path, { protocol: "http:", host: "localhost:3440" })).toBe(
      "ws://localhost:3440/api/consultation-room/signal?token=abc",
    );
  });
});

describe("retry delays", () => {
  it("reconnects the socket soon at first, then at most every 10 s, jittered", () => {
    expect(reconnectDelay(0, 0.5)).toBe(500);
    expect(reconnectDelay(0, 0)).toBe(375);
    expect(reconnectDelay(20, 1)).toBe(12_500);
    expect(reconnectDelay(20, 0.5)).toBe(10_000);
  });

  it("rebuilds a connection that did not connect after 5 s, then waits longer, up to 15 s", () => {
    expect(connectTimeout(0)).toBe(5_000);
    expect(connectTimeout(1)).toBe(7_500);
    expect(connectTimeout(10)).toBe(15_000);
  });
});
