import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { linkToken, linkTokenHash } from "./payment-link-token.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "link-token-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
const otherKey = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, REFERRAL_FILE_KEY: Buffer.alloc(32, 7).toString("base64") });

describe("payment link tokens", () => {
  const id = "6f1c1d3e-0000-4000-8000-000000000001";

  it("are the same for a link, so an open link can be given again, and differ between links", () => {
    expect(linkToken(config, id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkToken(config, id)).toBe(linkToken(config, id));
    expect(linkToken(config, "6f1c1d3e-0000-4000-8000-000000000002")).not.toBe(linkToken(config, id));
  });

  it("cannot be made without the server's key", () => {
    expect(linkToken(otherKey, id)).not.toBe(linkToken(config, id));
  });

  it("are stored as their SHA-256 only; anything not shaped like a token is not looked up", () => {
    const token = linkToken(config, id);
    expect(linkTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(linkTokenHash(token)).not.toContain(token);
    expect(linkTokenHash("short")).toBeNull();
    expect(linkTokenHash(`${token}x`)).toBeNull();
  });
});
