import { describe, expect, it } from "vitest";
import { aclRsiShort } from "./acl-rsi.ts";
import { ikdc } from "./ikdc.ts";
import { koos } from "./koos.ts";
import { missingWording, withWording } from "./wording.ts";

describe("the wording an instrument still needs", () => {
  it("is none for the KOOS, the IKDC's instructions, and all of the ACL-RSI's", () => {
    expect(missingWording(koos)).toEqual([]);
    expect(missingWording(ikdc)).toEqual(["instructions"]);
    expect(missingWording(aclRsiShort)).toEqual([
      "instructions",
      "1",
      "1 anchors",
      "4",
      "4 anchors",
      "5",
      "5 anchors",
      "7",
      "7 anchors",
      "11",
      "11 anchors",
      "12",
      "12 anchors",
    ]);
  });

  it("counts an anchor missing at either end", () => {
    const oneEnd = {
      ...ikdc,
      instructions: "Read me.",
      items: ikdc.items.map((item) => (item.id === "2" ? { ...item, anchors: { first: "Never", last: null } } : item)),
    };
    expect(missingWording(oneEnd)).toEqual(["2 anchors"]);
    const otherEnd = {
      ...oneEnd,
      items: ikdc.items.map((item) => (item.id === "2" ? { ...item, anchors: { first: null, last: "Constant" } } : item)),
    };
    expect(missingWording(otherEnd)).toEqual(["2 anchors"]);
  });

  it("counts blank words as missing: a text, a lead, an anchor or a box's label of spaces", () => {
    const blanked = {
      ...koos,
      instructions: " ",
      items: koos.items.map((item) =>
        item.id === "P2"
          ? { ...item, text: "", lead: "  " }
          : item.id === "Q1"
            ? { ...item, options: [{ label: " ", score: 0 }, ...item.options.slice(1)] }
            : item,
      ),
    };
    expect(missingWording(blanked)).toEqual(["instructions", "P2", "P2 lead", "Q1 options"]);
  });
});

describe("pasting the licensed wording", () => {
  it("fills the words in and keeps the ids, boxes and scores", () => {
    const pasted = withWording(aclRsiShort, {
      instructions: "The practice's instructions.",
      items: {
        "4": { text: "Question four as licensed.", anchors: { first: "Low end", last: "High end" } },
        "7": { text: "Question seven." },
      },
    });
    expect(pasted.instructions).toBe("The practice's instructions.");
    const four = pasted.items.find((item) => item.id === "4");
    expect(four).toEqual({
      ...aclRsiShort.items.find((item) => item.id === "4"),
      text: "Question four as licensed.",
      anchors: { first: "Low end", last: "High end" },
    });
    expect(pasted.items.find((item) => item.id === "7")?.anchors).toEqual({ first: null, last: null });
    expect(pasted.items.find((item) => item.id === "1")).toBe(aclRsiShort.items[0]);
    expect(pasted.subscales).toBe(aclRsiShort.subscales);
    expect(withWording(ikdc, { items: {} }).instructions).toBeNull();
  });

  it("refuses words for an item the instrument does not have", () => {
    expect(() => withWording(aclRsiShort, { items: { "2": { text: "Not in the short form." } } })).toThrow("has no item 2.");
    expect(() => withWording(aclRsiShort, { items: { "2": { text: "No." }, "3": { text: "Nor this." } } })).toThrow("has no item 2, 3.");
  });
});
