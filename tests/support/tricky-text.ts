import fc from "fast-check";
import { isSingleLine } from "#core/text/text-rules.ts";

/**
 * A value of exactly 10,000 characters (code points) mixing every kind of trouble: separators of the
 * formats, quotes, accents, a character outside the Basic Multilingual Plane and line breaks.
 */
const tenThousand = Array.from({ length: 10_000 }, (_, i) => [..."aé;,\\\"'漢🦵 :^=\n"][i % 14]!).join("");

/**
 * Names and messages that have broken some output format somewhere: line breaks and other control
 * characters, each format's separators and quotes, formula starters, encoded-word look-alikes, an SMTP
 * end of data, emoji, combining marks, right-to-left text and a 10,000-character value. Fixed, so a
 * failure names its value.
 */
export const trickyValues: readonly string[] = [
  "Sam Newline\r\nATTACH:https://evil.example/x",
  "Sam\rCarriage\nLine\u2028Separator\u2029Paragraph",
  "Tab\there, NUL\u0000, escape\u001b[31m, DEL\u007f, NEL\u0085, C1\u009b",
  'Zoë "Jo" O\'Brien; Jr., \\ MD',
  "semi;colon, comma\\backslash \\n not a newline",
  "^caret^ ^' ^n ^^",
  'CN="x";ROLE=CHAIR:mailto:evil@example.com',
  '=HYPERLINK("https://evil.example/x","Open")',
  "+61 400 000 000",
  "-2+3",
  "@SUM(1+1)",
  "\t=1+2",
  "Subject: injected\r\nBcc: evil@example.com",
  "=?utf-8?B?U3ViamVjdDogaW5qZWN0ZWQ=?=",
  "Message\r\n.\r\nMAIL FROM:<evil@example.com>",
  "-- \nNot the signature",
  "<script>alert(1)</script> & &amp; <b>bold</b>",
  "Ngọc Trâm 👩🏽‍⚕️ 🦵🏻",
  "Zoe\u0308 Łukasiewicz e\u0301\u0301\u0301",
  "شريف عبد الله",
  "שלום \u202eevil\u202c",
  "\u200b\u200d\ufeff zero width",
  "   leading and trailing   ",
  tenThousand,
];

/** Pieces the generator strings together: the formats' own characters among ordinary text. */
const pieces = fc.oneof(
  fc.constantFrom(
    ...["\r\n", "\r", "\n", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029"],
    ...['"', "'", ";", ",", "\\", ":", "^", "=", "+", "-", "@", "<", ">", "&", ".", " ", "=?utf-8?q?x?="],
    ...["👩🏽‍⚕️", "🦵", "e\u0301", "\u0308", "שלום", "شريف", "\u202e", "\u200d", "ü", "漢字"],
  ),
  fc.string({ minLength: 1, maxLength: 8 }),
);

/** `count` values made by a seeded generator: the same values on every run. */
export function generatedValues(count: number, seed: number, maxPieces = 16): string[] {
  return fc.sample(
    fc.array(pieces, { maxLength: maxPieces }).map((parts) => parts.join("")),
    { seed, numRuns: count },
  );
}

/** The values the contracts accept as a single-line field of at most `max` characters, trimmed as they are. */
export function singleLineValues(values: readonly string[], max: number, min = 2): string[] {
  return values.map((value) => value.trim()).filter((value) => isSingleLine(value) && value.length >= min && value.length <= max);
}
