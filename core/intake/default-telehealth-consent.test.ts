import { describe, expect, it } from "vitest";
import { practice } from "#core/practice.ts";
import { defaultTelehealthConsent } from "./default-telehealth-consent.ts";

describe("the default telehealth consent", () => {
  it("names who gives the care, and by video", () => {
    expect(defaultTelehealthConsent).toContain(`${practice.practitionerName}, ${practice.practitionerTitle}, of ${practice.siteName}`);
    expect(defaultTelehealthConsent).toContain("by video call (telehealth)");
  });

  it("says what a video consultation cannot do, and what happens in an emergency or a dropped call", () => {
    expect(defaultTelehealthConsent).toContain("cannot examine my knee by touch");
    expect(defaultTelehealthConsent).toContain("may call 000 and give emergency services the location and the emergency contact");
    expect(defaultTelehealthConsent).toContain("If the call drops");
  });

  it("states the privacy law it keeps, that calls are not recorded, and the right to withdraw", () => {
    expect(defaultTelehealthConsent).toContain("Australian Privacy Principles and the Health Records Act 2001 (Vic)");
    expect(defaultTelehealthConsent).toContain("Calls are not recorded.");
    expect(defaultTelehealthConsent).toContain("I may withdraw this consent at any time");
    expect(defaultTelehealthConsent).toContain("If you are under 18, a parent or guardian");
  });
});
