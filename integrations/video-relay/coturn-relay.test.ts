import { describe, expect, it } from "vitest";
import { coturnCredential, createCoturnRelay } from "./coturn-relay.ts";
import { createVideoRelay } from "./create-video-relay.ts";

const secret = "north-melbourne-relay-secret";
const memberId = "6f0c3a52-1b7e-4d3a-9a43-2f5e8c1d0b77";
const validUntil = new Date("2026-01-01T00:00:00Z");

describe("coturn's REST-API credential", () => {
  it("is HMAC-SHA1 of `<expiry>:<id>` under the shared secret, in base64, as coturn computes it", () => {
    // Computed apart from this code:
    //   printf '%s' '1767225600:6f0c3a52-1b7e-4d3a-9a43-2f5e8c1d0b77' | openssl dgst -sha1 -hmac 'north-melbourne-relay-secret' -binary | base64
    expect(coturnCredential(secret, memberId, validUntil)).toEqual({
      username: `1767225600:${memberId}`,
      credential: "2hyoJvv51Fcr+8OcMHVgfSR+T+M=",
    });
  });

  it("expires at the whole second before `validUntil`, never after it", () => {
    const { username } = coturnCredential(secret, memberId, new Date("2026-01-01T00:00:00.999Z"));
    expect(username).toBe(`1767225600:${memberId}`);
  });
});

describe("the coturn relay", () => {
  const relay = createCoturnRelay({ urls: ["turn:turn.example.com:3478?transport=udp", "turns:turn.example.com:5349"], secret });

  it("hands a member the TURN URLs with their credential, and the plain TURN hosts as STUN servers", () => {
    expect(relay.relay).toBe(true);
    expect(relay.iceServersFor(memberId, validUntil)).toEqual([
      { urls: ["stun:turn.example.com:3478"] },
      {
        urls: ["turn:turn.example.com:3478?transport=udp", "turns:turn.example.com:5349"],
        username: `1767225600:${memberId}`,
        credential: "2hyoJvv51Fcr+8OcMHVgfSR+T+M=",
      },
    ]);
  });

  it("gives each member and each expiry its own credential", () => {
    const [, first] = relay.iceServersFor(memberId, validUntil);
    const [, other] = relay.iceServersFor("another-member", validUntil);
    const [, later] = relay.iceServersFor(memberId, new Date(validUntil.getTime() + 60_000));
    expect(new Set([first!.credential, other!.credential, later!.credential]).size).toBe(3);
  });
});

describe("createVideoRelay", () => {
  it("is no relay at all without TURN settings", () => {
    const none = createVideoRelay(null);
    expect(none.relay).toBe(false);
    expect(none.iceServersFor(memberId, validUntil)).toEqual([]);
  });
});
