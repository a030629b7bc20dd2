import { maxScore, type Instrument, type Item, type Subscale } from "./instrument.ts";

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
  const items = new Map(instrument.items.map((item) => [item.id, item]));
  for (const [itemId, answer] of Object.entries(answers)) {
    const item = items.get(itemId);
    if (item === undefined) throw new RangeError(`${instrument.name} has no item ${itemId}.`);
    if (answer != null && !(Number.isInteger(answer) && answer >= 0 && answer < item.options.length)) {
      throw new RangeError(`Item ${itemId} of ${instrument.name} has no box ${answer}.`);
    }
  }
  return {
    instrumentId: instrument.id,
    subscales: instrument.subscales.map((subscale) => scoreSubscale(subscale, items, answers)),
  };
}

function scoreSubscale(subscale: Subscale, items: ReadonlyMap<string, Item>, answers: Answers): SubscaleResult {
  const answered = subscale.itemIds.filter((itemId) => answers[itemId] != null);
  const itemCount = subscale.itemIds.length;
  if (answered.length < subscale.minAnswered) {
    return {
      subscaleId: subscale.id,
      status: "not-scored",
      reason: "too-few-answers",
      answered: answered.length,
      needed: subscale.minAnswered,
      itemCount,
      unansweredItemIds: subscale.itemIds.filter((itemId) => answers[itemId] == null),
    };
  }
  let points = 0;
  let mostPoints = 0;
  for (const itemId of answered) {
    const item = items.get(itemId);
    const option = item?.options[answers[itemId] ?? -1];
    if (item === undefined || option === undefined)
      throw new RangeError(`Subscale ${subscale.id} names an item it cannot score: ${itemId}.`);
    points += option.score;
    mostPoints += maxScore(item);
  }
  const better = subscale.betterItemScore === "higher" ? points : mostPoints - points;
  return { subscaleId: subscale.id, status: "scored", score: percentToTenth(better, mostPoints), answered: answered.length, itemCount };
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
