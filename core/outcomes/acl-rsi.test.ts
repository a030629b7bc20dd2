import { describe, expect, it } from "vitest";
import { aclRsi, aclRsiOf, aclRsiReversedItemIds, aclRsiShort, aclRsiShortItemIdsAsRecalled } from "./acl-rsi.ts";
import { scoreAnswers, scoreOf, type Answers } from "./scoring.ts";

const ids = aclRsi.items.map((item) => item.id);
const every = (itemIds: readonly string[], box: number): Answers => Object.fromEntries(itemIds.map((id) => [id, box]));
const score = (answers: Answers) => scoreOf(scoreAnswers(aclRsi, answers), "total");

describe("the ACL-RSI as data", () => {
  it("has 12 items, each the boxes 0 to 10 scored as marked", () => {
    expect(ids).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    for (const item of aclRsi.items) expect(item.options.map((option) => option.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(aclRsi.subscales).toEqual([{ id: "total", name: aclRsi.name, itemIds: ids, minAnswered: 12, betterItemScore: "higher" }]);
  });

  it("is named, and lists what the practice must do before using it", () => {
    expect(aclRsi.name).toBe("ACL-RSI (ACL Return to Sport after Injury scale)");
    expect(aclRsiShort.name).toBe("ACL-RSI short form (6 items)");
    expect(aclRsi.checksBeforeUse).toHaveLength(3);
    expect(aclRsiShort.checksBeforeUse).toEqual([...aclRsi.checksBeforeUse, expect.stringContaining("Webster and Feller 2018")]);
    expect(aclRsi.checksBeforeUse.join(" ")).toMatch(/licensed English wording.*terms.*missing answers/);
  });

  it("carries no wording of the scale: the practice pastes it", () => {
    for (const item of aclRsi.items) {
      expect(item.text).toBeNull();
      expect(item.anchors).toEqual({ first: null, last: null });
    }
    expect(aclRsi.instructions).toBeNull();
  });

  it("marks the six negatively worded items as reversed, whose 0 is the strongest negative feeling", () => {
    expect(aclRsi.items.filter((item) => item.reversed).map((item) => item.id)).toEqual([...aclRsiReversedItemIds]);
    expect(aclRsiReversedItemIds).toEqual(["2", "3", "6", "7", "9", "10"]);
    for (const id of aclRsiReversedItemIds) expect(aclRsi.items.find((item) => item.id === id)?.topic).toMatch(/\(0: /);
  });
});

describe("the ACL-RSI score: mean × 10", () => {
  it("is 100 for every box 10 and 0 for every box 0", () => {
    expect(score(every(ids, 10))).toBe(100);
    expect(score(every(ids, 0))).toBe(0);
  });

  it("scores a mixed set as worked by hand: 7+5+4+8+6+3+5+7+4+6+8+5 = 68, mean 5.667 × 10 = 56.7", () => {
    const boxes = [7, 5, 4, 8, 6, 3, 5, 7, 4, 6, 8, 5];
    expect(score(Object.fromEntries(ids.map((id, index) => [id, boxes[index]])))).toBe(56.7);
  });

  it("scores a reversed item as marked, not 10 − the box: the strongest fear on those six and full confidence elsewhere is 50", () => {
    const others = ids.filter((id) => !(aclRsiReversedItemIds as readonly string[]).includes(id));
    expect(score({ ...every(aclRsiReversedItemIds, 0), ...every(others, 10) })).toBe(50);
    expect(score({ ...every(ids, 5), "3": 10 })).toBe(54.2); // (55 + 5) / 12 × 10 = 54.17
  });

  it("needs every item: eleven answered is not scored", () => {
    expect(scoreAnswers(aclRsi, { ...every(ids, 7), "12": null }).subscales[0]).toEqual({
      subscaleId: "total",
      status: "not-scored",
      reason: "too-few-answers",
      answered: 11,
      needed: 12,
      itemCount: 12,
      unansweredItemIds: ["12"],
    });
  });
});

describe("the 6-item short form", () => {
  it("asks the recalled six, in the form's order, with the same boxes", () => {
    expect(aclRsiShort.items.map((item) => item.id)).toEqual([...aclRsiShortItemIdsAsRecalled]);
    expect(aclRsiShort.subscales[0]?.minAnswered).toBe(6);
    expect(aclRsiShort.checksBeforeUse.some((check) => check.includes("recalled, not checked"))).toBe(true);
  });

  it("scores the mean of its six × 10: 7+8+6+5+8+5 = 39 → 65; 100 and 0 at the ends", () => {
    const answers = { "1": 7, "4": 8, "5": 6, "7": 5, "11": 8, "12": 5 };
    expect(scoreOf(scoreAnswers(aclRsiShort, answers), "total")).toBe(65);
    expect(scoreOf(scoreAnswers(aclRsiShort, every(aclRsiShortItemIdsAsRecalled, 10)), "total")).toBe(100);
    expect(scoreOf(scoreAnswers(aclRsiShort, every(aclRsiShortItemIdsAsRecalled, 0)), "total")).toBe(0);
    expect(scoreOf(scoreAnswers(aclRsiShort, { ...answers, "12": null }), "total")).toBeNull();
  });

  it("refuses an answer to an item outside it, and a selection naming an item the scale does not have", () => {
    expect(() => scoreAnswers(aclRsiShort, { "2": 5 })).toThrow(RangeError);
    expect(() => aclRsiOf(["1", "13"], "x", "X")).toThrow("The ACL-RSI has no item among 1, 13.");
  });
});
