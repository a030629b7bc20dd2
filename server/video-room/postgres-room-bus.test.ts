import { describe, expect, it } from "vitest";
import { batchedInOrder } from "./postgres-room-bus.ts";

describe("batchedInOrder", () => {
  it("sends what is given while a batch is on its way as the next batch, in the order given", async () => {
    const batches: string[][] = [];
    let finish: () => void = () => undefined;
    const send = batchedInOrder(async (chunks) => {
      batches.push(chunks);
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const first = send(["a"]);
    const rest = [send(["b", "c"]), send(["d"])];
    expect(batches).toEqual([["a"]]);
    finish();
    await first;
    await Promise.resolve();
    expect(batches).toEqual([["a"], ["b", "c", "d"]]);
    finish();
    await Promise.all(rest);
    const later = send(["e"]);
    finish();
    await later;
    expect(batches).toEqual([["a"], ["b", "c", "d"], ["e"]]);
  });

  it("tells every caller of a failed batch, and goes on with the next", async () => {
    let calls = 0;
    const send = batchedInOrder(async () => {
      calls++;
      if (calls === 1) throw new Error("connection lost");
    });
    const outcomes = await Promise.allSettled([send(["a"]), send(["b"]), send(["c"])]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(calls).toBe(2);
  });
});
