import { describe, expect, it } from "vitest";
import { ikdc } from "./ikdc.ts";
import { maxScore } from "./instrument.ts";
import { scoreAnswers, scoreOf, type Answers } from "./scoring.ts";

const total = (answers: Answers) => scoreAnswers(ikdc, answers).subscales[0];
const byId = (id: string) => ikdc.items.find((item) => item.id === id);
/** For each item, the index of the box printed with the given label. */
const box = (id: string, label: string) => byId(id)?.options.findIndex((option) => option.label === label) ?? -1;
const scored = ikdc.subscales[0]?.itemIds ?? [];

/** The mixed example's boxes, and their points by the published scoring. */
const mixed: Answers = {
  "1": box("1", "Moderate activities like moderate physical work, running or jogging"), // 2
  "2": box("2", "3"), // 10 − 3 = 7
  "3": box("3", "4"), // 10 − 4 = 6
  "4": box("4", "Mildly"), // 3
  "5": box("5", "Strenuous activities like heavy physical work, skiing or tennis"), // 3
  "6": box("6", "Yes"), // 0
  "7": box("7", "Moderate activities like moderate physical work, running or jogging"), // 2
  "8": box("8", "Light activities like walking, housework or yard work"), // 1
  "9a": box("9a", "Minimally difficult"), // 3
  "9b": box("9b", "Moderately difficult"), // 2
  "9c": box("9c", "Extremely difficult"), // 1
  "9d": box("9d", "Moderately difficult"), // 2
  "9e": box("9e", "Not difficult at all"), // 4
  "9f": box("9f", "Not difficult at all"), // 4
  "9g": box("9g", "Moderately difficult"), // 2
  "9h": box("9h", "Unable to do"), // 0
  "9i": box("9i", "Extremely difficult"), // 1
  "10-prior": box("10-prior", "10"), // not scored
  "10-current": box("10-current", "6"), // 6
};

describe("the IKDC 2000 subjective form as data", () => {
  it("asks 19 questions and scores 18: function before the injury is asked and left out", () => {
    expect(ikdc.items).toHaveLength(19);
    expect(scored).toHaveLength(18);
    expect(scored).not.toContain("10-prior");
    expect(ikdc.items.map((item) => item.id).filter((id) => !scored.includes(id))).toEqual(["10-prior"]);
  });

  it("gives 87 points at most, item by item as the form is scored", () => {
    expect(Object.fromEntries(ikdc.items.map((item) => [item.id, maxScore(item)]))).toEqual({
      ...{ "1": 4, "2": 10, "3": 10, "4": 4, "5": 4, "6": 1, "7": 4, "8": 4 },
      ...{ "9a": 4, "9b": 4, "9c": 4, "9d": 4, "9e": 4, "9f": 4, "9g": 4, "9h": 4, "9i": 4 },
      ...{ "10-prior": 10, "10-current": 10 },
    });
    expect(scored.reduce((sum, id) => sum + maxScore(byId(id)!), 0)).toBe(87);
  });

  it("scores the activity levels 4 (very strenuous) down to 0 (unable), and locking Yes 0, No 1", () => {
    for (const id of ["1", "5", "7", "8"]) expect(byId(id)?.options.map((option) => option.score)).toEqual([4, 3, 2, 1, 0]);
    expect(byId("8")?.options[4]?.label).toBe("Unable to perform any of the above activities due to knee");
    expect(byId("4")?.options.map((option) => [option.label, option.score])).toEqual([
      ["Not at all", 4],
      ["Mildly", 3],
      ["Moderately", 2],
      ["Very", 1],
      ["Extremely", 0],
    ]);
    expect(byId("6")?.options).toEqual([
      { label: "Yes", score: 0 },
      { label: "No", score: 1 },
    ]);
  });

  it("turns round items 2 and 3 only: the box 0 (never, no pain) scores 10, the box 10 scores 0", () => {
    expect(ikdc.items.filter((item) => item.reversed).map((item) => item.id)).toEqual(["2", "3"]);
    for (const id of ["2", "3"]) expect(byId(id)?.options.map((option) => option.score)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(byId("10-current")?.options.map((option) => option.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(byId("2")?.anchors).toEqual({ first: "Never", last: "Constant" });
  });
});

describe("the IKDC's words", () => {
  it("asks item 9 under one lead, item 10 twice on the same 0-10 scale", () => {
    for (const id of ["9a", "9i"]) expect(byId(id)?.lead).toBe("How does your knee affect your ability to:");
    for (const id of ["10-prior", "10-current"]) {
      expect(byId(id)?.lead).toMatch(/^How would you rate the function of your knee on a scale of 0 to 10/);
      expect(byId(id)?.anchors).toEqual({ first: "Couldn't perform daily activities", last: "No limitation in daily activities" });
    }
    expect(byId("10-prior")?.text).toBe("Function prior to your knee injury");
    expect(byId("3")?.anchors).toEqual({ first: "No pain", last: "Worst pain imaginable" });
    expect(byId("10-prior")?.options.map((option) => option.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ikdc.name).toBe("IKDC 2000 Subjective Knee Evaluation Form");
    expect(ikdc.subscales[0]?.name).toBe("IKDC subjective score");
  });
});

describe("the IKDC score: points over the most possible, × 100", () => {
  const best: Answers = Object.fromEntries(ikdc.items.map((item) => [item.id, item.options.findIndex((o) => o.score === maxScore(item))]));
  const worst: Answers = Object.fromEntries(ikdc.items.map((item) => [item.id, item.options.findIndex((o) => o.score === 0)]));

  it("is 100 for the best answer to every item and 0 for the worst", () => {
    expect(best["2"]).toBe(0);
    expect(best["6"]).toBe(1);
    expect(total(best)).toEqual({ subscaleId: "total", status: "scored", score: 100, answered: 18, itemCount: 18 });
    expect(total(worst)).toMatchObject({ status: "scored", score: 0 });
  });

  it("scores a mixed set as worked by hand: 2+7+6+3+3+0+2+1 + (3+2+1+2+4+4+2+0+1) + 6 = 49; 49 / 87 = 56.32 → 56.3", () => {
    expect(total(mixed)).toEqual({ subscaleId: "total", status: "scored", score: 56.3, answered: 18, itemCount: 18 });
  });

  it("leaves function before the injury out whatever it is", () => {
    expect(scoreOf(scoreAnswers(ikdc, { ...mixed, "10-prior": 0 }), "total")).toBe(56.3);
    expect(scoreOf(scoreAnswers(ikdc, { ...mixed, "10-prior": null }), "total")).toBe(56.3);
  });
});

describe("IKDC missing answers: at most two of the 18 scored items", () => {
  it("scores with two missing, over the most the other 16 could give: (49 − 6 − 0) / (87 − 10 − 4) = 43 / 73 = 58.9", () => {
    expect(total({ ...mixed, "3": null, "9h": null })).toEqual({
      subscaleId: "total",
      status: "scored",
      score: 58.9,
      answered: 16,
      itemCount: 18,
    });
  });

  it("does not score with three missing, and says which", () => {
    expect(total({ ...mixed, "3": null, "9h": null, "6": undefined })).toEqual({
      subscaleId: "total",
      status: "not-scored",
      reason: "too-few-answers",
      answered: 15,
      needed: 16,
      itemCount: 18,
      unansweredItemIds: ["3", "6", "9h"],
    });
  });

  it("does not count function before the injury as missing: it and two scored items unanswered still score", () => {
    expect(total({ ...mixed, "10-prior": null, "3": null, "9h": null })).toMatchObject({ status: "scored", score: 58.9 });
  });
});
