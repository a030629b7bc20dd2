import { describe, expect, it } from "vitest";
import { koos } from "./koos.ts";
import { scoreAnswers, scoreOf, type Answers } from "./scoring.ts";

const idsOf = (subscaleId: string) => koos.subscales.find((subscale) => subscale.id === subscaleId)?.itemIds ?? [];
/** The same box (0 = None / Never … 4 = Extreme / Always) for every item of the list. */
const every = (ids: readonly string[], box: number): Answers => Object.fromEntries(ids.map((id) => [id, box]));
const allItems = koos.items.map((item) => item.id);

describe("the KOOS as data", () => {
  it("has 42 items in five subscales of 9, 7, 17, 5 and 4, each item in exactly one", () => {
    expect(koos.items).toHaveLength(42);
    expect(koos.subscales.map((subscale) => [subscale.id, subscale.itemIds.length])).toEqual([
      ["pain", 9],
      ["symptoms", 7],
      ["adl", 17],
      ["sport-rec", 5],
      ["qol", 4],
    ]);
    expect(koos.subscales.flatMap((subscale) => subscale.itemIds).sort()).toEqual([...allItems].sort());
    expect(idsOf("pain")).toEqual(["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"]);
    expect(idsOf("sport-rec")).toEqual(["SP1", "SP2", "SP3", "SP4", "SP5"]);
  });

  it("scores every item's five boxes 0 to 4 in the order printed, 0 the least problem", () => {
    for (const item of koos.items) expect(item.options.map((option) => option.score)).toEqual([0, 1, 2, 3, 4]);
    expect(koos.items.find((item) => item.id === "P5")?.options.map((option) => option.label)).toEqual([
      "None",
      "Mild",
      "Moderate",
      "Severe",
      "Extreme",
    ]);
  });

  it("turns round S4 and S5 only: straightening and bending fully 'Always' is the best answer", () => {
    expect(koos.items.filter((item) => item.reversed).map((item) => item.id)).toEqual(["S4", "S5"]);
    expect(koos.items.find((item) => item.id === "S4")?.options[0]).toEqual({ label: "Always", score: 0 });
    expect(koos.items.find((item) => item.id === "S1")?.options[0]).toEqual({ label: "Never", score: 0 });
  });
});

describe("KOOS scores: 100 − mean item score × 100 / 4", () => {
  it("is 100 for every answer the least problem and 0 for every answer the most", () => {
    const best = scoreAnswers(koos, every(allItems, 0));
    const worst = scoreAnswers(koos, every(allItems, 4));
    for (const subscale of koos.subscales) {
      expect(scoreOf(best, subscale.id)).toBe(100);
      expect(scoreOf(worst, subscale.id)).toBe(0);
    }
  });

  it("scores a mixed set of answers as worked by hand", () => {
    const answers: Answers = {
      // Pain: 2+1+0+1+0+2+1+0+0 = 7, mean 7/9 = 0.778 → 100 − 19.44 = 80.56 → 80.6
      ...{ P1: 2, P2: 1, P3: 0, P4: 1, P5: 0, P6: 2, P7: 1, P8: 0, P9: 0 },
      // Symptoms: 1+2+0+1+0+1+1 = 6, mean 6/7 = 0.857 → 100 − 21.43 = 78.57 → 78.6
      ...{ S1: 1, S2: 2, S3: 0, S4: 1, S5: 0, S6: 1, S7: 1 },
      // ADL: ten items at 1, seven at 0 = 10, mean 10/17 = 0.588 → 100 − 14.71 = 85.29 → 85.3
      ...every(["A1", "A2", "A3", "A5", "A7", "A9", "A11", "A13", "A15", "A16"], 1),
      ...every(["A4", "A6", "A8", "A10", "A12", "A14", "A17"], 0),
      // Sport/Rec: 3+4+4+3+2 = 16, mean 3.2 → 100 − 80 = 20
      ...{ SP1: 3, SP2: 4, SP3: 4, SP4: 3, SP5: 2 },
      // QOL: 3+2+3+2 = 10, mean 2.5 → 100 − 62.5 = 37.5
      ...{ Q1: 3, Q2: 2, Q3: 3, Q4: 2 },
    };
    const result = scoreAnswers(koos, answers);
    expect(result.subscales.map((subscale) => [subscale.subscaleId, scoreOf(result, subscale.subscaleId)])).toEqual([
      ["pain", 80.6],
      ["symptoms", 78.6],
      ["adl", 85.3],
      ["sport-rec", 20],
      ["qol", 37.5],
    ]);
  });

  it("rounds a half up: QOL 1, 0, 0, 0 is 100 − 6.25 = 93.75 → 93.8", () => {
    expect(scoreOf(scoreAnswers(koos, { Q1: 1, Q2: 0, Q3: 0, Q4: 0 }), "qol")).toBe(93.8);
  });
});

describe("KOOS missing answers: a subscale needs at least half its items, the mean of those answered standing in", () => {
  it.each([
    ["pain", 9, 5],
    ["symptoms", 7, 4],
    ["adl", 17, 9],
    ["sport-rec", 5, 3],
    ["qol", 4, 2],
  ])("%s (%i items) scores with %i answered and not with one fewer", (subscaleId, count, needed) => {
    const ids = idsOf(subscaleId);
    expect(ids).toHaveLength(count);
    const enough = scoreAnswers(koos, every(ids.slice(0, needed), 2));
    expect(enough.subscales.find((subscale) => subscale.subscaleId === subscaleId)).toEqual({
      subscaleId,
      status: "scored",
      score: 50,
      answered: needed,
      itemCount: count,
    });
    const tooFew = scoreAnswers(koos, { ...every(ids.slice(0, needed - 1), 2), [ids[needed - 1] ?? ""]: null });
    expect(tooFew.subscales.find((subscale) => subscale.subscaleId === subscaleId)).toEqual({
      subscaleId,
      status: "not-scored",
      reason: "too-few-answers",
      answered: needed - 1,
      needed,
      itemCount: count,
      unansweredItemIds: ids.slice(needed - 1),
    });
  });

  it("scores the answered items' mean: Pain with P1–P5 at 1, 1, 1, 0, 2 is 100 − 1 × 25 = 75", () => {
    expect(scoreOf(scoreAnswers(koos, { P1: 1, P2: 1, P3: 1, P4: 0, P5: 2 }), "pain")).toBe(75);
  });
});
