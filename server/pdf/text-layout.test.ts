import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { face } from "./font-faces.ts";
import { layoutText, lineHeight, type TextBlock } from "./text-layout.ts";

const style = { weight: "regular", size: 10 } as const;
const lineTexts = (block: TextBlock) => block.lines.map((line) => line.runs.map((run) => run.logical).join(""));
const clusters = (text: string) =>
  Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text), ({ segment }) => segment);

describe("layoutText", () => {
  it("keeps a short value on one line in DejaVu Sans, its glyphs standing for its text", () => {
    const block = layoutText("Zoë O'Brien-Nguyễn", style, 300);
    expect(block.rightToLeft).toBe(false);
    expect(block.lines).toHaveLength(1);
    expect(block.lines[0]!.runs).toMatchObject([{ drawn: "Zoë O'Brien-Nguyễn", faithful: true, face: { name: "latin" } }]);
    expect(block.lines[0]!.height).toBe(lineHeight(face("latin", "regular"), 10));
  });

  it("breaks a long name between words, every line inside the width", () => {
    const name = "Maximiliana ".repeat(20).trim();
    const block = layoutText(name, style, 200);
    expect(block.lines.length).toBeGreaterThan(3);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(200);
    expect(lineTexts(block).join(" ")).toBe(name);
  });

  it("breaks a word longer than the line (an e-mail address) between any two letters", () => {
    const email = "very.long.address.without.any.spaces@example-physiotherapy-clinic.com.au";
    const block = layoutText(email, style, 100);
    expect(block.lines.length).toBeGreaterThan(2);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(100);
    expect(lineTexts(block).join("")).toBe(email);
  });

  it("never breaks inside a grapheme cluster: a Thai name breaks at its space, a Devanagari word stays whole", () => {
    expect(lineTexts(layoutText("สมชาย ใจดี", style, 40))).toEqual(["สมชาย", "ใจดี"]);
    const hindi = layoutText("प्रिया", style, 5);
    expect(hindi.lines.map((line) => clusters(line.runs.map((run) => run.logical).join("")))).toEqual(
      clusters("प्रिया").map((cluster) => [cluster]),
    );
  });

  it("lays out a Hebrew name right to left: the paragraph aligns right, fontkit reverses the run", () => {
    const block = layoutText("דוד כהן", style, 300);
    expect(block.rightToLeft).toBe(true);
    const [run] = block.lines[0]!.runs;
    expect(run).toMatchObject({ drawn: "דוד כהן", logical: "דוד כהן", faithful: true, face: { name: "hebrew" } });
    // Drawn left to right, the first glyph is the last letter.
    expect(run!.glyphs[0]!.codePoints).toEqual(["ן".codePointAt(0)]);
  });

  it("orders a mixed line by the bidi algorithm: numbers after a Hebrew word stay left to right", () => {
    const block = layoutText("Anna דוד 123", style, 300);
    expect(block.rightToLeft).toBe(false);
    expect(block.lines[0]!.runs.map((run) => run.logical)).toEqual(["Anna ", "123", "דוד "]);
  });

  it("shapes Arabic and mirrors brackets in right-to-left text, each bracket a run of its own", () => {
    const block = layoutText("(محمد)", style, 300);
    expect(block.rightToLeft).toBe(true);
    const runs = block.lines[0]!.runs;
    expect(runs.map((run) => run.drawn)).toEqual(["(", "محمد", ")"]);
    expect(runs.map((run) => run.logical)).toEqual([")", "محمد", "("]);
    expect(runs.map((run) => run.faithful)).toEqual([false, true, false]);
    // Joined forms: fontkit shaped the word, it did not draw four isolated letters.
    const isolated = "محمد".split("").map((letter) => face("arabic", "regular").font.glyphForCodePoint(letter.codePointAt(0)!).id);
    expect(runs[1]!.glyphs.map((glyph) => glyph.id)).not.toEqual(isolated.toReversed());
  });

  it("honours an explicit override: the letters are drawn reversed and read back as written", () => {
    const [run] = layoutText("\u202eabc\u202c", style, 300).lines[0]!.runs;
    expect(run).toMatchObject({ drawn: "cba", logical: "abc", faithful: false });
  });

  it("marks a run whose glyphs are reordered (a Devanagari vowel sign drawn first) as needing its text alongside", () => {
    const [run] = layoutText("प्रिया", style, 300).lines[0]!.runs;
    expect(run).toMatchObject({ logical: "प्रिया", faithful: false, face: { name: "devanagari" } });
  });

  it("draws a cluster no font has as a white square, its text kept for the reader", () => {
    const runs = layoutText("முருகன் Smith", style, 300).lines[0]!.runs;
    expect(runs[0]).toMatchObject({ drawn: "□□□□", logical: "முருகன்", faithful: false });
    expect(runs[1]).toMatchObject({ drawn: " Smith", faithful: true });
  });

  it("gives a line of a taller script its height, and an empty value one line", () => {
    expect(layoutText("สมชาย", style, 300).lines[0]!.height).toBe(lineHeight(face("thai", "regular"), 10));
    expect(layoutText("", style, 300).lines).toEqual([{ runs: [], width: 0, height: lineHeight(face("latin", "regular"), 10) }]);
  });

  it("keeps every character of any mix of scripts, and every line inside the width unless one cluster is wider", () => {
    const pieces = ["Anna", "Łukasz", "王小明", "김민준", "さくら", "สมชาย", "प्रिया", "محمد", "דוד", "😀", "123", "-", "(", ")", " ", "  "];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), fc.integer({ min: 30, max: 300 }), (parts, width) => {
        const text = parts.join("");
        const block = layoutText(text, style, width);
        for (const line of block.lines) {
          if (line.runs.length > 1 || clusters(line.runs[0]?.logical ?? "").length > 1) expect(line.width).toBeLessThanOrEqual(width);
        }
        const kept = block.lines.flatMap((line) => line.runs.flatMap((run) => Array.from(run.logical)));
        expect(kept.filter((character) => character !== " ").sort()).toEqual(
          Array.from(text)
            .filter((character) => character !== " ")
            .sort(),
        );
      }),
      { numRuns: 60 },
    );
  });
});
