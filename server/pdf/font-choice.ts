import { face, type Face, type FaceName, type Weight } from "./font-faces.ts";

/** The first letter of a cluster that belongs to a script (not a space, digit, punctuation or combining mark). */
const scriptLetter = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const hangul = /\p{Script=Hangul}/u;
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;
/** An emoji meant to be drawn as one (not as a text symbol such as ☺ or ✈, which DejaVu Sans draws). */
const emojiPresentation = /^(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)/u;
/** Characters no font is asked to draw (joiners, variation selectors): fontkit hides them itself. */
const defaultIgnorable = /^\p{Default_Ignorable_Code_Point}$/u;

const scriptFaces: readonly [RegExp, FaceName][] = [
  [/\p{Script=Thai}/u, "thai"],
  [/\p{Script=Devanagari}/u, "devanagari"],
  [/\p{Script=Arabic}/u, "arabic"],
  [/\p{Script=Hebrew}/u, "hebrew"],
];

/**
 * Chinese, Japanese and Korean share the Han characters, drawn a little differently in each: a text with
 * kana is taken for Japanese, one with Hangul for Korean, any other for Chinese (Simplified first; a
 * character the Simplified font lacks, as many of Hong Kong's are, comes from the Traditional one).
 */
function cjkOrder(text: string): FaceName[] {
  const first: FaceName = hangul.test(text) ? "korean" : kana.test(text) ? "japanese" : "simplifiedChinese";
  const all: FaceName[] = ["simplifiedChinese", "traditionalChinese", "japanese", "korean"];
  return [first, ...all.filter((name) => name !== first)];
}

export type FaceChoice = (cluster: string, previous: Face | null) => Face | null;

/**
 * Picks the face for each grapheme cluster of one text, in the given weight: the face made for the cluster's
 * script; spaces, digits and punctuation stay in the face before them when it has them (not in the emoji
 * font, whose space is an emoji wide); otherwise the first face that has every character, then the first
 * that has the base character. null: no face has it.
 */
export function faceChoice(text: string, weight: Weight): FaceChoice {
  const cjkFaces = cjkOrder(text);
  const fallback: FaceName[] = ["latin", "thai", "devanagari", "arabic", "hebrew", ...cjkFaces, "emoji"];
  return (cluster, previous) => {
    const needed = Array.from(cluster).filter((character) => !defaultIgnorable.test(character));
    if (needed.length === 0) return previous ?? face("latin", weight);
    const covers = (candidate: Face) => needed.every((character) => candidate.font.hasGlyphForCodePoint(character.codePointAt(0)!));
    const letter = scriptLetter.exec(cluster)?.[0];
    const emoji = emojiPresentation.test(cluster);
    if (!letter && !emoji && previous && previous.name !== "emoji" && covers(previous)) return previous;
    const preferred: FaceName[] = emoji
      ? ["emoji"]
      : letter && cjk.test(letter)
        ? cjkFaces
        : [scriptFaces.find(([script]) => letter && script.test(letter))?.[1] ?? "latin"];
    for (const name of [...preferred, ...fallback]) if (covers(face(name, weight))) return face(name, weight);
    const base = needed[0]!.codePointAt(0)!;
    for (const name of fallback) if (face(name, weight).font.hasGlyphForCodePoint(base)) return face(name, weight);
    return null;
  };
}
