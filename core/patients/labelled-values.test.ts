import { describe, expect, it } from "vitest";
import { fieldRows, keyWords, labelledValues, NOT_GIVEN, plainValue } from "./labelled-values.ts";

describe("keyWords", () => {
  it.each([
    ["graftType", "Graft type"],
    ["dateOfInjury", "Date of injury"],
    ["kneeROMDegrees", "Knee ROM degrees"],
    ["emergency_contact", "Emergency contact"],
    ["location-during-calls", "Location during calls"],
    ["subjective", "Subjective"],
    ["week6Flexion", "Week6 flexion"],
    ["ROMFlexion", "ROM flexion"],
    ["hop__test--result", "Hop test result"],
    ["kneeXRay", "Knee x ray"],
    ["a1B", "A1 b"],
  ])("turns %s into %s", (key, words) => {
    expect(keyWords(key)).toBe(words);
  });
});

describe("plainValue", () => {
  it.each<[unknown, string]>([
    [true, "Yes"],
    [false, "No"],
    [null, NOT_GIVEN],
    [undefined, NOT_GIVEN],
    ["", NOT_GIVEN],
    [120, "120"],
    ["2026-03-10", "10 March 2026"],
    ["2026-03-09T22:30:00.000Z", "Tuesday 10 March 2026, 9:30 am AEDT"],
    ["patellar-tendon", "Patellar tendon"],
    ["left", "Left"],
    ["none_yet", "None yet"],
    ["Fell skiing, twisted the left knee", "Fell skiing, twisted the left knee"],
    ["王小明", "王小明"],
  ])("writes %j as %s", (value, words) => {
    expect(plainValue(value)).toBe(words);
  });

  it("leaves a date-like text that is no date as written", () => {
    expect(plainValue("2026-13-99T25:00:00Z")).toBe("2026-13-99T25:00:00Z");
  });

  it.each<[unknown, string]>([
    // Only the whole value is a date, a time or a code: anything before or after leaves it as written.
    ["on 2026-03-10", "on 2026-03-10"],
    ["2026-03-10 or so", "2026-03-10 or so"],
    ["at 2026-03-09T22:30:00Z", "at 2026-03-09T22:30:00Z"],
    ["2026-03-09T22:30:00Z, roughly", "2026-03-09T22:30:00Z, roughly"],
    ["2026-03-09T22:30Z", "Tuesday 10 March 2026, 9:30 am AEDT"],
    ["2026-03-09T22:30:15+00:00", "Tuesday 10 March 2026, 9:30 am AEDT"],
    ["2026-03-09T22:30:00.5", "2026-03-09T22:30:00.5"],
    ["2026-03-09T22:30:00.Z", "2026-03-09T22:30:00.Z"],
    ["Left", "Left"],
    ["left knee", "left knee"],
    ["-left", "-left"],
    ["left-", "left-"],
    [0, "0"],
    [{ a: 1 }, '{"a":1}'],
  ])("writes %j as %s", (value, words) => {
    expect(plainValue(value)).toBe(words);
  });
});

describe("labelledValues", () => {
  it("joins a list of plain values on one row, and numbers a list holding an object", () => {
    expect(labelledValues(["left", { side: "right" }], "Knees")).toEqual([
      { label: "Knees", value: "", depth: 0 },
      { label: "1.", value: "Left", depth: 1 },
      { label: "2.", value: "", depth: 1 },
      { label: "Side", value: "Right", depth: 2 },
    ]);
  });

  it("lists an object's fields one level deeper, keys as words, values in plain words", () => {
    const rows = fieldRows({
      whichKnee: "left",
      surgery: { had: true, date: "2026-01-15", graftType: "hamstring" },
      medications: ["ibuprofen", "Panadol Osteo"],
      otherInjuries: [],
      goals: null,
    });
    expect(rows).toEqual([
      { label: "Which knee", value: "Left", depth: 0 },
      { label: "Surgery", value: "", depth: 0 },
      { label: "Had", value: "Yes", depth: 1 },
      { label: "Date", value: "15 January 2026", depth: 1 },
      { label: "Graft type", value: "Hamstring", depth: 1 },
      { label: "Medications", value: "Ibuprofen, Panadol Osteo", depth: 0 },
      { label: "Other injuries", value: "None", depth: 0 },
      { label: "Goals", value: NOT_GIVEN, depth: 0 },
    ]);
  });

  it("numbers each object of a list", () => {
    expect(labelledValues([{ joint: "knee", flexion: 120 }, { joint: "hip" }], "Range of motion")).toEqual([
      { label: "Range of motion", value: "", depth: 0 },
      { label: "1.", value: "", depth: 1 },
      { label: "Joint", value: "Knee", depth: 2 },
      { label: "Flexion", value: "120", depth: 2 },
      { label: "2.", value: "", depth: 1 },
      { label: "Joint", value: "Hip", depth: 2 },
    ]);
  });

  it("prints content that is not an object under one label", () => {
    expect(fieldRows("Knee feels better")).toEqual([{ label: "Content", value: "Knee feels better", depth: 0 }]);
    expect(labelledValues({}, "Plan")).toEqual([{ label: "Plan", value: NOT_GIVEN, depth: 0 }]);
  });
});
