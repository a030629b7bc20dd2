import { describe, expect, it } from "vitest";
import { mailKinds, mailPriority, transactionalMailKinds } from "./mail-kinds.ts";

describe("mail priority", () => {
  it("sends what a patient waits for before notifications and acknowledgements", () => {
    for (const kind of [
      "booking-confirmation",
      "booking-reminder",
      "booking-cancellation",
      "booking-rescheduled",
      "balance-payment-link",
    ]) {
      expect(mailPriority(kind)).toBeGreaterThan(mailPriority("contact-acknowledgement"));
    }
    expect(mailPriority("contact-practice")).toBe(mailPriority("contact-acknowledgement"));
    expect(mailPriority("booking-practice-notification")).toBe(mailPriority("referral-ack"));
  });

  it("counts a kind it does not know as transactional", () => {
    expect(mailPriority("from-a-newer-version")).toBe(mailPriority("booking-confirmation"));
  });

  it("lists the transactional kinds", () => {
    expect(transactionalMailKinds).toContain("booking-confirmation");
    expect(transactionalMailKinds).not.toContain("contact-acknowledgement");
    expect(transactionalMailKinds.length).toBeLessThan(Object.keys(mailKinds).length);
  });
});
