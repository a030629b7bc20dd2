import { describe, expect, it } from "vitest";
import { paymentLinkExpiry, paymentLinkStatus } from "./payment-link-state.ts";

const now = new Date("2026-03-02T00:00:00Z");
const later = new Date("2026-03-03T00:00:00Z");
const earlier = new Date("2026-03-01T00:00:00Z");

describe("payment link state", () => {
  it("is open until it expires", () => {
    expect(paymentLinkStatus({ expiresAt: later, usedAt: null }, null, now)).toBe("open");
    expect(paymentLinkStatus({ expiresAt: now, usedAt: null }, null, now)).toBe("expired");
    expect(paymentLinkStatus({ expiresAt: earlier, usedAt: null }, null, now)).toBe("expired");
  });

  it("is paid once used, or once the balance is paid another way, even after its expiry", () => {
    expect(paymentLinkStatus({ expiresAt: later, usedAt: earlier }, null, now)).toBe("paid");
    expect(paymentLinkStatus({ expiresAt: earlier, usedAt: null }, earlier, now)).toBe("paid");
  });

  it("expires the configured number of hours after it is issued", () => {
    expect(paymentLinkExpiry(now, 168).toISOString()).toBe("2026-03-09T00:00:00.000Z");
  });
});
