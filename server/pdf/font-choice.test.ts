import { describe, expect, it } from "vitest";
import { faceChoice } from "./font-choice.ts";
import type { Face } from "./font-faces.ts";

/** The face of each grapheme cluster of the text, in order, as the layout asks for them. */
function facesOf(text: string): (string | null)[] {
  const choose = faceChoice(text, "regular");
  let previous: Face | null = null;
  return Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text), ({ segment }) => {
    const chosen = choose(segment, previous);
    previous = chosen ?? previous;
    return chosen?.name ?? null;
  });
}

describe("faceChoice", () => {
  it("gives each script its own face", () => {
    expect(facesOf("Aก\u0915ع\u05d0Ж")).toEqual(["latin", "thai", "devanagari", "arabic", "hebrew", "latin"]);
  });

  it("draws Han as Chinese, as Japanese beside kana and as Korean beside Hangul", () => {
    expect(facesOf("王小明")).toEqual(["simplifiedChinese", "simplifiedChinese", "simplifiedChinese"]);
    expect(facesOf("山田さくら")[0]).toBe("japanese");
    expect(facesOf("金민준")).toEqual(["korean", "korean", "korean"]);
  });

  it("takes a character the Simplified Chinese font lacks from the Traditional one", () => {
    expect(facesOf("陳𠝹")).toEqual(["simplifiedChinese", "traditionalChinese"]);
  });

  it("keeps spaces, digits and punctuation in the face before them", () => {
    expect(facesOf("דוד 12-")).toEqual(["hebrew", "hebrew", "hebrew", "hebrew", "hebrew", "hebrew", "hebrew"]);
    expect(facesOf("王 1")).toEqual(["simplifiedChinese", "simplifiedChinese", "simplifiedChinese"]);
  });

  it("draws emoji from the emoji font, and the space after one from DejaVu Sans", () => {
    expect(facesOf("😀 👨‍👩‍👧 ❤️")).toEqual(["emoji", "latin", "emoji", "latin", "emoji"]);
  });

  it("answers null for a script no font has", () => {
    expect(facesOf("முருகன்")).toEqual([null, null, null, null]);
  });
});
