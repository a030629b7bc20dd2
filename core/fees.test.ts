import { describe, expect, it } from "vitest";
import { balanceCents, createFeeSchedule, defaultFeeSchedule, formatDollars, fromDecimalAmount, toDecimalAmount } from "./fees.ts";

describe("fee schedule", () => {
  it("splits the $180 consultation into a $90 deposit and a $90 balance by default", () => {
    expect(defaultFeeSchedule.consultationCents).toBe(18_000);
    expect(defaultFeeSchedule.depositCents).toBe(9_000);
    expect(balanceCents(defaultFeeSchedule)).toBe(9_000);
    expect(defaultFeeSchedule.currency).toBe("AUD");
  });

  it("accepts an override and derives the balance from it", () => {
    const fees = createFeeSchedule(20_000, 5_000);
    expect(balanceCents(fees)).toBe(15_000);
  });

  it("refuses fractions of a cent, zero and a deposit above the fee", () => {
    expect(() => createFeeSchedule(180.5, 90)).toThrow(RangeError);
    expect(() => createFeeSchedule(0, 0)).toThrow(RangeError);
    expect(() => createFeeSchedule(10_000, 10_001)).toThrow(RangeError);
  });
});

describe("amount formatting", () => {
  it("writes whole dollars without cents and keeps cents when present", () => {
    expect(formatDollars(9_000)).toBe("$90");
    expect(formatDollars(18_000)).toBe("$180");
    expect(formatDollars(9_050)).toBe("$90.50");
    expect(formatDollars(123_456_700)).toBe("$1,234,567");
  });

  it("round-trips the provider's decimal strings", () => {
    expect(toDecimalAmount(9_000)).toBe("90.00");
    expect(toDecimalAmount(5)).toBe("0.05");
    expect(fromDecimalAmount("90.00")).toBe(9_000);
    expect(fromDecimalAmount("90.5")).toBe(9_050);
    expect(fromDecimalAmount("90")).toBe(9_000);
  });

  it("rejects anything that is not a plain amount", () => {
    expect(fromDecimalAmount("-1.00")).toBeNull();
    expect(fromDecimalAmount("1e3")).toBeNull();
    expect(fromDecimalAmount("90.001")).toBeNull();
    expect(fromDecimalAmount("")).toBeNull();
  });
});
