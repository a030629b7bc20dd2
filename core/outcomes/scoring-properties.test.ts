import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxScore, type Instrument } from "./instrument.ts";
import { outcomeInstruments } from "./instruments.ts";
import { scoreAnswers, type Answers } from "./scoring.ts";

/** Any set of answers to an instrument: each item one of its boxes, or (one time in six) not answered. */
const answersTo = (instrument: Instrument): fc.Arbitrary<Answers> =>
  fc.record(
    Object.fromEntries(
      instrument.items.map((item) => [item.id, fc.option(fc.integer({ min: 0, max: item.options.length - 1 }), { nil: null, freq: 6 })]),
    ),
  );

const scores = (instrument: Instrument, answers: Answers) =>
  new Map(
    scoreAnswers(instrument, answers).subscales.map((result) => [result.subscaleId, result.status === "scored" ? result.score : null]),
  );

describe.each(outcomeInstruments.map((instrument) => [instrument.id, instrument] as const))(
  "%s scores, for any answers",
  (_, instrument) => {
    it("stay within 0 to 100, to one decimal, and within a rounding of the exact formula", () => {
      fc.assert(
        fc.property(answersTo(instrument), (answers) => {
          for (const result of scoreAnswers(instrument, answers).subscales) {
            if (result.status !== "scored") continue;
            expect(result.score).toBeGreaterThanOrEqual(0);
            expect(result.score).toBeLessThanOrEqual(100);
            expect(Math.round(result.score * 10) / 10).toBe(result.score);
            const subscale = instrument.subscales.find((each) => each.id === result.subscaleId)!;
            const answered = instrument.items.filter((item) => subscale.itemIds.includes(item.id) && answers[item.id] != null);
            const points = answered.reduce((sum, item) => sum + item.options[answers[item.id]!]!.score, 0);
            const most = answered.reduce((sum, item) => sum + maxScore(item), 0);
            const exact = subscale.betterItemScore === "higher" ? (100 * points) / most : 100 - (100 * points) / most;
            expect(Math.abs(result.score - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
          }
        }),
      );
    });

    it("never fall when one item's answer is changed to a box its subscale counts as better", () => {
      const change = fc.integer({ min: 0, max: instrument.items.length - 1 }).chain((index) => {
        const boxes = instrument.items[index]!.options.length - 1;
        return fc.tuple(fc.constant(index), fc.integer({ min: 0, max: boxes }), fc.integer({ min: 0, max: boxes }));
      });
      fc.assert(
        fc.property(answersTo(instrument), change, (answers, [index, first, second]) => {
          const item = instrument.items[index]!;
          const before = scores(instrument, { ...answers, [item.id]: first });
          const after = scores(instrument, { ...answers, [item.id]: second });
          const rise = item.options[second]!.score - item.options[first]!.score;
          for (const subscale of instrument.subscales) {
            const [from, to] = [before.get(subscale.id), after.get(subscale.id)];
            expect(from === null).toBe(to === null);
            if (from == null || to == null || !subscale.itemIds.includes(item.id)) {
              expect(to).toBe(from);
              continue;
            }
            const better = subscale.betterItemScore === "higher" ? rise : -rise;
            if (better > 0) expect(to).toBeGreaterThanOrEqual(from);
            if (better < 0) expect(to).toBeLessThanOrEqual(from);
            if (better === 0) expect(to).toBe(from);
          }
        }),
      );
    });

    it("do not lose a score when one more item is answered", () => {
      fc.assert(
        fc.property(answersTo(instrument), fc.nat(), (answers, pick) => {
          const unanswered = instrument.items.filter((item) => answers[item.id] == null);
          fc.pre(unanswered.length > 0);
          const item = unanswered[pick % unanswered.length]!;
          const before = scores(instrument, answers);
          const after = scores(instrument, { ...answers, [item.id]: 0 });
          for (const [subscaleId, score] of before) if (score !== null) expect(after.get(subscaleId)).not.toBeNull();
        }),
      );
    });
  },
);
