import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { assertReadyToServe, ConfigError, parseConfig } from "#server/config.ts";

describe("REFERRAL_FILE_KEY", () => {
  const key = randomBytes(32).toString("base64");

  it("is read as 32 bytes", () => {
    expect(parseConfig({ REFERRAL_FILE_KEY: key }).referralFileKey).toEqual(Buffer.from(key, "base64"));
    expect(parseConfig({}).referralFileKey).toBeNull();
    expect(parseConfig({ REFERRAL_FILE_KEY: "" }).referralFileKey).toBeNull();
  });

  it("refuses a key that is not 32 bytes of base64", () => {
    expect(() => parseConfig({ REFERRAL_FILE_KEY: randomBytes(16).toString("base64") })).toThrow(
      /REFERRAL_FILE_KEY: expected 32 random bytes/,
    );
    expect(() => parseConfig({ REFERRAL_FILE_KEY: "not base64!" })).toThrow(ConfigError);
  });

  it("is required before a production server starts, but not to build or to develop", () => {
    const production = parseConfig({ NODE_ENV: "production" });
    expect(() => assertReadyToServe(production)).toThrow(/REFERRAL_FILE_KEY: required in production/);
    expect(assertReadyToServe(parseConfig({ NODE_ENV: "production", REFERRAL_FILE_KEY: key })).env).toBe("production");
    expect(assertReadyToServe(parseConfig({ NODE_ENV: "development" })).referralFileKey).toBeNull();
  });
});
