import { describe, expect, it } from "vitest";
import { depositOnPatientCancel } from "./cancel-deposit.ts";

const start = new Date("2026-11-25T22:30:00Z");
const policy = { noticeHours: 24 };
const before = (minutes: number) => new Date(start.getTime() - minutes * 60_000);
const confirmed = { status: "confirmed" as const, startAt: start, depositPaid: true };

describe("the deposit when the patient cancels", () => {
  it("is refunded with 24 hours 1 minute and with exactly 24 hours of notice", () => {
    expect(depositOnPatientCancel(confirmed, before(24 * 60 + 1), policy)).toBe("refund");
    expect(depositOnPatientCancel(confirmed, before(24 * 60), policy)).toBe("refund");
  });

  it("is kept with 23 hours 59 minutes of notice, and once the session has started", () => {
    expect(depositOnPatientCancel(confirmed, before(24 * 60 - 1), policy)).toBe("keep");
    expect(depositOnPatientCancel(confirmed, before(-5), policy)).toBe("keep");
  });

  it("follows the configured notice", () => {
    expect(depositOnPatientCancel(confirmed, before(47 * 60), { noticeHours: 48 })).toBe("keep");
    expect(depositOnPatientCancel(confirmed, before(47 * 60), { noticeHours: 12 })).toBe("refund");
  });

  it("is refunded for a paid appointment still waiting for its time, and there is none on an unpaid hold", () => {
    expect(depositOnPatientCancel({ status: "awaiting_time", startAt: null, depositPaid: true }, start, policy)).toBe("refund");
    expect(depositOnPatientCancel({ status: "held", startAt: start, depositPaid: false }, before(48 * 60), policy)).toBe("keep");
  });

  it("is refunded while the appointment waits for its time, whatever time it had before, and when it has none", () => {
    expect(depositOnPatientCancel({ status: "awaiting_time", startAt: start, depositPaid: true }, before(60), policy)).toBe("refund");
    expect(depositOnPatientCancel({ status: "confirmed", startAt: null, depositPaid: true }, start, policy)).toBe("refund");
  });
});
