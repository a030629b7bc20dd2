import { describe, expect, it } from "vitest";
import { createMessageAllowance } from "./message-allowance.ts";

const takeMany = (allowance: ReturnType<typeof createMessageAllowance>, count: number, atMs: number) =>
  Array.from({ length: count }, () => allowance.take(atMs)).filter(Boolean).length;

describe("a room connection's message allowance", () => {
  it("lets a burst through at once, then refuses until tokens come back", () => {
    const allowance = createMessageAllowance({ burst: 60, perSecond: 10 }, 0);
    expect(takeMany(allowance, 100, 0)).toBe(60);
    expect(allowance.take(50)).toBe(false);
    expect(takeMany(allowance, 100, 1_000)).toBe(10);
  });

  it("never holds more than the burst, however long the connection was quiet", () => {
    const allowance = createMessageAllowance({ burst: 60, perSecond: 10 }, 0);
    expect(takeMany(allowance, 100, 3_600_000)).toBe(60);
  });

  it("keeps up with a steady rate below the refill", () => {
    const allowance = createMessageAllowance({ burst: 5, perSecond: 10 }, 0);
    const taken = Array.from({ length: 1_000 }, (_, i) => allowance.take(i * 200)).filter(Boolean).length;
    expect(taken).toBe(1_000);
  });
});
