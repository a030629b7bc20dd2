import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTurnserver, type Turnserver } from "#tests/support/turnserver.ts";
import { coturnCredential } from "./coturn-relay.ts";

/**
 * The credentials checked by coturn itself: its own client (`turnutils_uclient`) allocates a relay with them
 * and sends a message through it. coturn must accept ours and refuse an expired or forged one.
 */
let turn: Turnserver;
beforeAll(async () => {
  turn = await startTurnserver();
});
afterAll(() => turn?.stop());

/** turnutils_uclient's exit status: two clients of one session relaying a message to each other. */
function relayThrough(credential: { username: string; credential: string }): Promise<number | null> {
  const args = [
    "-y",
    "-c",
    "-n",
    "1",
    "-m",
    "1",
    "-u",
    credential.username,
    "-w",
    credential.credential,
    "-p",
    String(turn.port),
    "127.0.0.1",
  ];
  const client = spawn("turnutils_uclient", args, { stdio: "ignore" });
  return new Promise((resolve) => client.once("exit", (code) => resolve(code)));
}

describe("coturn and our REST-API credentials", () => {
  it("allocates a relay with a member's credential", async () => {
    expect(await relayThrough(coturnCredential(turn.secret, "member-1", new Date(Date.now() + 600_000)))).toBe(0);
  });

  it("refuses a credential whose expiry has passed", async () => {
    expect(await relayThrough(coturnCredential(turn.secret, "member-1", new Date(Date.now() - 60_000)))).not.toBe(0);
  });

  it("refuses a credential made with another secret", async () => {
    expect(await relayThrough(coturnCredential("another-secret-0123456789", "member-1", new Date(Date.now() + 600_000)))).not.toBe(0);
  });
});
