import { maxScore, type Instrument, type Subscale } from "./instrument.ts";

/** Per item id, the index of the box marked in the item's `options`; null or absent when not answered. */
export type Answers = Readonly<Record<string, number | null | undefined>>;

export type SubscaleResult =
  | {
      readonly subscaleId: string;
      readonly status: "scored";
      readonly score: number;
      readonly answered: number;
      readonly itemCount: number;
    }
  | {
      readonly subscaleId: string;
      readonly status: "not-scored";
      readonly reason: "too-few-answers";
      readonly answered: number;
      readonly needed: number;
      readonly itemCount: number;
      readonly unansweredItemIds: readonly string[];
    };

export interface InstrumentResult {
  readonly instrumentId: string;
  readonly subscales: readonly SubscaleResult[];
}

/**
 * Every subscale of an instrument, 0 to 100 with 100 the best knee, or why it has no score. All three
 * instruments' published formulas are one: the points of the answered items against the most they could
 * have scored, so a missing answer is left out of both (the KOOS's "mean of the answered items" and the
 * IKDC's "sum over the maximum of the completed items" alike). An answer that is not an item's box is a
 * caller's mistake, refused rather than guessed at.
 */
export function scoreAnswers(instrument: Instrument, answers: Answers): InstrumentResult {
  const known = new Set(instrument.items.map((item) => item.id));
  const unknown = Object.keys(answers).find((itemId) => !known.has(itemId));
  if (unknown !== undefined) throw new RangeError(`${instrument.name} has no item ${unknown}.`);
  const answered = new Map<string, PointsOfOne>();
  for (const item of instrument.items) {
    const answer = answers[item.id];
    if (answer == null) continue;
    // A fraction, a negative or a box past the last is no index of the options: undefined.
    const option = item.options[answer];
    if (option === undefined) throw new RangeError(`Item ${item.id} of ${instrument.name} has no box ${answer}.`);
    answered.set(item.id, { points: option.score, most: maxScore(item) });
  }
  return { instrumentId: instrument.id, subscales: instrument.subscales.map((subscale) => scoreSubscale(subscale, answered)) };
}

/** An answered item's points, and the most it could have scored. */
interface PointsOfOne {
  points: number;
  most: number;
}

function scoreSubscale(subscale: Subscale, answered: ReadonlyMap<string, PointsOfOne>): SubscaleResult {
  const itemCount = subscale.itemIds.length;
  const scored = subscale.itemIds.flatMap((itemId) => answered.get(itemId) ?? []);
  if (scored.length < subscale.minAnswered) {
    return {
      subscaleId: subscale.id,
      status: "not-scored",
      reason: "too-few-answers",
      answered: scored.length,
      needed: subscale.minAnswered,
      itemCount,
      unansweredItemIds: subscale.itemIds.filter((itemId) => !answered.has(itemId)),
    };
  }
  const points = scored.reduce((sum, one) => sum + one.points, 0);
  const most = scored.reduce((sum, one) => sum + one.most, 0);
  const better = subscale.betterItemScore === "higher" ? points : most - points;
  return { subscaleId: subscale.id, status: "scored", score: percentToTenth(better, most), answered: scored.length, itemCount };
}

/**
 * 100 × points / most, to one decimal, halves rounded up (72.25 → 72.3). Points are whole numbers, so the
 * division is done once on them and a half is exact, never a floating-point 72.249999….
 */
export function percentToTenth(points: number, most: number): number {
  return Math.round((1000 * points) / most) / 10;
}

/** One subscale's score, or null when it could not be scored. */
export function scoreOf(result: InstrumentResult, subscaleId: string): number | null {
  const subscale = result.subscales.find((each) => each.subscaleId === subscaleId);
  if (subscale === undefined) throw new RangeError(`${result.instrumentId} has no subscale ${subscaleId}.`);
  return subscale.status === "scored" ? subscale.score : null;
}
