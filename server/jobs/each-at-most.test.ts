import { describe, expect, it } from "vitest";
import { eachAtMost } from "./each-at-most.ts";

describe("eachAtMost", () => {
  it("runs at most `limit` at a time, starting them in order, and answers in the items' order", async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await eachAtMost(3, [5, 1, 4, 2, 3, 0, 6], async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item));
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
    expect(started.slice(0, 3)).toEqual([5, 1, 4]);
    expect([...started].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("does nothing with no items, and rejects when one run does", async () => {
    expect(await eachAtMost(2, [], async () => 1)).toEqual([]);
    await expect(eachAtMost(2, [1, 2], async (item) => (item === 2 ? Promise.reject(new Error("no")) : item))).rejects.toThrow("no");
  });
});
