import { describe, expect, it } from "vitest";
import { wordedOptions, zeroToTen, type Instrument, type Item } from "./instrument.ts";
import { percentToTenth, scoreAnswers, scoreOf } from "./scoring.ts";

const item = (id: string): Item => ({ id, lead: null, text: id, topic: id, anchors: null, options: zeroToTen(false), reversed: false });
const tiny: Instrument = {
  id: "tiny",
  name: "Tiny",
  instructions: null,
  items: [item("a"), item("b"), item("c"), { ...item("d"), options: wordedOptions(["Yes", "No"], "descending") }],
  subscales: [
    { id: "up", name: "Up", itemIds: ["a", "b", "c"], minAnswered: 2, betterItemScore: "higher" },
    { id: "down", name: "Down", itemIds: ["a", "d"], minAnswered: 1, betterItemScore: "lower" },
  ],
  checksBeforeUse: [],
};

describe("one decimal", () => {
  it("rounds a half up and everything else to the nearest tenth", () => {
    expect(percentToTenth(289, 400)).toBe(72.3); // 72.25
    expect(percentToTenth(2891, 4000)).toBe(72.3); // 72.275
    expect(percentToTenth(2889, 4000)).toBe(72.2); // 72.225
    expect(percentToTenth(2, 3)).toBe(66.7);
    expect(percentToTenth(1, 3)).toBe(33.3);
    expect(percentToTenth(0, 7)).toBe(0);
    expect(percentToTenth(7, 7)).toBe(100);
  });
});

describe("scoring answers against their boxes' points", () => {
  it("is the points over the most the answered items could give, turned round when a low item score is better", () => {
    // up: a=3, b=8 of 20 → 55; down: a=3 (of 10), d="Yes" scores 1 of 1 → (11 − 4) / 11 = 63.6
    const result = scoreAnswers(tiny, { a: 3, b: 8, c: null, d: 0 });
    expect(result).toEqual({
      instrumentId: "tiny",
      subscales: [
        { subscaleId: "up", status: "scored", score: 55, answered: 2, itemCount: 3 },
        { subscaleId: "down", status: "scored", score: 63.6, answered: 2, itemCount: 2 },
      ],
    });
  });

  it("says which subscale has too few answers, how many it needs and which are missing", () => {
    const result = scoreAnswers(tiny, { a: 5, b: undefined });
    expect(result.subscales[0]).toEqual({
      subscaleId: "up",
      status: "not-scored",
      reason: "too-few-answers",
      answered: 1,
      needed: 2,
      itemCount: 3,
      unansweredItemIds: ["b", "c"],
    });
    expect(scoreOf(result, "up")).toBeNull();
    expect(scoreOf(result, "down")).toBe(50);
  });

  it("refuses an answer that is not one of the item's boxes, or an item the instrument does not have", () => {
    expect(() => scoreAnswers(tiny, { a: 11 })).toThrow("Item a of Tiny has no box 11.");
    expect(() => scoreAnswers(tiny, { a: -1 })).toThrow("Item a of Tiny has no box -1.");
    expect(() => scoreAnswers(tiny, { a: 2.5 })).toThrow("Item a of Tiny has no box 2.5.");
    expect(() => scoreAnswers(tiny, { a: Number.NaN })).toThrow("Item a of Tiny has no box NaN.");
    expect(() => scoreAnswers(tiny, { d: 2 })).toThrow("Item d of Tiny has no box 2.");
    expect(() => scoreAnswers(tiny, { e: 0 })).toThrow("Tiny has no item e.");
    expect(scoreAnswers(tiny, { a: 10, d: 0 }).subscales[1]).toMatchObject({ status: "scored", score: 0 });
    expect(scoreAnswers(tiny, { a: 0, d: 1 }).subscales[1]).toMatchObject({ status: "scored", score: 100 });
  });

  it("counts an item a subscale names but the instrument lacks as never answered", () => {
    const broken = { ...tiny, subscales: [{ ...tiny.subscales[0]!, itemIds: ["a", "z"], minAnswered: 1 }] };
    expect(scoreAnswers(broken, { a: 4 }).subscales[0]).toEqual({
      subscaleId: "up",
      status: "scored",
      score: 40,
      answered: 1,
      itemCount: 2,
    });
    expect(() => scoreOf(scoreAnswers(tiny, {}), "sideways")).toThrow("tiny has no subscale sideways.");
  });
});
