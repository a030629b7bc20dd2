import { describe, expect, it } from "vitest";
import { sharedForMoment } from "./recent-available-times.ts";

describe("sharedForMoment", () => {
  it("loads once for the callers of the moment, again once it has passed", async () => {
    const clock = { now: 0 };
    let loads = 0;
    const shared = sharedForMoment(
      async () => ++loads,
      2_000,
      () => clock.now,
    );
    const [first, second] = await Promise.all([shared.get(), shared.get()]);
    expect([first, second]).toEqual([1, 1]);
    clock.now = 1_999;
    expect(await shared.get()).toBe(1);
    clock.now = 2_000;
    expect(await shared.get()).toBe(2);
  });

  it("loads again at once when told to forget", async () => {
    let loads = 0;
    const shared = sharedForMoment(
      async () => ++loads,
      2_000,
      () => 0,
    );
    expect(await shared.get()).toBe(1);
    shared.forget();
    expect(await shared.get()).toBe(2);
    expect(await shared.get()).toBe(2);
  });

  it("does not keep a failed load: the next caller tries again", async () => {
    let loads = 0;
    const shared = sharedForMoment(
      async () => {
        loads += 1;
        if (loads === 1) throw new Error("scheduler down");
        return loads;
      },
      2_000,
      () => 0,
    );
    await expect(shared.get()).rejects.toThrow("scheduler down");
    expect(await shared.get()).toBe(2);
  });
});
