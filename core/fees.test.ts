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
    expect(fees).toEqual({ consultationCents: 20_000, depositCents: 5_000, currency: "AUD" });
    expect(balanceCents(fees)).toBe(15_000);
  });

  it("accepts the smallest schedule: a cent of deposit, a cent of balance", () => {
    expect(balanceCents(createFeeSchedule(2, 1))).toBe(1);
    expect(balanceCents(createFeeSchedule(18_000, 17_999))).toBe(1);
  });

  it.each([
    ["a fraction of a cent", 180.5],
    ["nothing", 0],
    ["less than nothing", -18_000],
    ["more cents than a number holds exactly", 2 ** 53],
    ["not a number", Number.NaN],
  ])("refuses a consultation fee of %s", (_name, consultationCents) => {
    expect(() => createFeeSchedule(consultationCents, 1)).toThrow(
      new RangeError("The consultation fee must be a positive whole number of cents"),
    );
  });

  it.each([
    ["a fraction of a cent", 4_500.5],
    ["nothing", 0],
    ["less than nothing", -9_000],
    ["not a number", Number.NaN],
    ["the whole fee, leaving no balance to charge", 18_000],
    ["more than the fee", 18_001],
  ])("refuses a deposit of %s", (_name, depositCents) => {
    expect(() => createFeeSchedule(18_000, depositCents)).toThrow(
      new RangeError("The deposit must be a positive whole number of cents, less than the consultation fee"),
    );
  });
});

describe("amount formatting", () => {
  it("writes whole dollars without cents and keeps cents when present", () => {
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(9_000)).toBe("$90");
    expect(formatDollars(18_000)).toBe("$180");
    expect(formatDollars(9_050)).toBe("$90.50");
    expect(formatDollars(9_005)).toBe("$90.05");
    expect(formatDollars(123_456_700)).toBe("$1,234,567");
  });

  it("writes a negative amount (a credit) with its sign once", () => {
    expect(formatDollars(-9_000)).toBe("-$90");
    expect(formatDollars(-9_005)).toBe("-$90.05");
    expect(formatDollars(-50)).toBe("-$0.50");
  });

  it("round-trips the provider's decimal strings", () => {
    expect(toDecimalAmount(9_000)).toBe("90.00");
    expect(toDecimalAmount(5)).toBe("0.05");
    expect(toDecimalAmount(0)).toBe("0.00");
    expect(toDecimalAmount(-9_005)).toBe("-90.05");
    expect(fromDecimalAmount("90.00")).toBe(9_000);
    expect(fromDecimalAmount("90.5")).toBe(9_050);
    expect(fromDecimalAmount("90.05")).toBe(9_005);
    expect(fromDecimalAmount("90")).toBe(9_000);
    expect(fromDecimalAmount(" 90.00\n")).toBe(9_000);
  });

  it("rejects anything that is not a plain amount", () => {
    expect(fromDecimalAmount("-1.00")).toBeNull();
    expect(fromDecimalAmount("1e3")).toBeNull();
    expect(fromDecimalAmount("90.001")).toBeNull();
    expect(fromDecimalAmount("90.")).toBeNull();
    expect(fromDecimalAmount(".50")).toBeNull();
    expect(fromDecimalAmount("AUD 90.00")).toBeNull();
    expect(fromDecimalAmount("90.00 AUD")).toBeNull();
    expect(fromDecimalAmount("")).toBeNull();
  });
});
