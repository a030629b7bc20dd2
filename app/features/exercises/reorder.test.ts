import { describe, expect, it } from "vitest";
import { movedAnnouncement, moveTo } from "./reorder.ts";

describe("moveTo", () => {
  it("moves one element up or down, keeping the others in order", () => {
    expect(moveTo(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveTo(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
  });

  it("leaves the order alone for a move in place or out of range", () => {
    const list = ["a", "b"];
    expect(moveTo(list, 1, 1)).toEqual(list);
    expect(moveTo(list, 0, 2)).toEqual(list);
    expect(moveTo(list, -1, 0)).toEqual(list);
    expect(moveTo(list, 0, 1)).not.toBe(list);
  });
});

describe("movedAnnouncement", () => {
  it("counts positions from 1", () => {
    expect(movedAnnouncement("Wall sit", 1, 5)).toBe("Moved Wall sit to position 2 of 5");
  });
});
