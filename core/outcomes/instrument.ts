/**
 * An outcome measure as data: enough for a page to ask it one question per screen and for `scoreAnswers`
 * (scoring.ts) to score it, with nothing instrument-specific in either. Sources, terms of use and what is
 * still to be verified: docs/outcome-measures.md.
 */

/** One box of an item, in the order the form prints it. An answer is this option's index in `options`. */
export interface AnswerOption {
  /** What the box says ("Mild", "7"). */
  readonly label: string;
  /** The points the published scoring gives this box. */
  readonly score: number;
}

export interface Item {
  /** The item's number on the form ("P1", "9a"): the key of its answer, stable across wordings. */
  readonly id: string;
  /** The words shared by a group of items, asked before this one ("How does your knee affect your ability to:"). */
  readonly lead: string | null;
  /** The question as published; null when the practice must paste its licensed wording. */
  readonly text: string | null;
  /** Our own few words naming what the item asks, for the practitioner's tables; never shown as the question. */
  readonly topic: string;
  /** The words at the two ends of a numbered scale (0 … 10), where the form prints them; null otherwise. */
  readonly anchors: { readonly first: string | null; readonly last: string | null } | null;
  readonly options: readonly AnswerOption[];
  /**
   * Worded against the instrument's direction, so its scale is turned round: on the printed form (its anchors
   * swapped, as KOOS S4 and the ACL-RSI's negative items) or in the scoring (IKDC 2 and 3: 10 − the box
   * marked). The options' scores already include it; the flag says why they run the way they do.
   */
  readonly reversed: boolean;
}

export interface Subscale {
  readonly id: string;
  readonly name: string;
  readonly itemIds: readonly string[];
  /** The fewest answered items that still give a score (the published rule for missing answers). */
  readonly minAnswered: number;
  /** Whether a higher item score means a better knee (IKDC, ACL-RSI) or a worse one (KOOS: 0 is no problem). */
  readonly betterItemScore: "higher" | "lower";
}

export interface Instrument {
  readonly id: string;
  readonly name: string;
  /** What the patient reads before the first question; null when the practice must paste it. */
  readonly instructions: string | null;
  /** In the order the form asks them. An item in no subscale is asked but not scored. */
  readonly items: readonly Item[];
  /** Each scored 0 to 100, 100 the best knee. */
  readonly subscales: readonly Subscale[];
  /** What the practice must check against the licensed form before using the instrument with patients. */
  readonly checksBeforeUse: readonly string[];
}

/** Boxes with words in the order printed, scored 0, 1, 2 … from the first (KOOS) or down to 0 at the last (IKDC). */
export function wordedOptions(labels: readonly string[], order: "ascending" | "descending"): AnswerOption[] {
  return labels.map((label, index) => ({ label, score: order === "ascending" ? index : labels.length - 1 - index }));
}

/** The boxes 0 to 10 as printed; reversed, the box marked n scores 10 − n. */
export function zeroToTen(reversed: boolean): AnswerOption[] {
  return Array.from({ length: 11 }, (_, number) => ({ label: String(number), score: reversed ? 10 - number : number }));
}

/** The highest score an item's options give. */
export function maxScore(item: Item): number {
  return Math.max(...item.options.map((option) => option.score));
}
