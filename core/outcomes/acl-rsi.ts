import { zeroToTen, type Instrument, type Item } from "./instrument.ts";

/**
 * The ACL-RSI, ACL Return to Sport after Injury scale (Webster, Feller and Lambros 2008): 12 items, each
 * 0 to 10 (the form prints 0, 10 … 100), 0 the least ready; the score is the items' mean × 10. Its wording
 * is not reproduced here (its terms are unknown to us): the practice pastes it, and the topics below are
 * ours. Sources, terms and what is unverified: docs/outcome-measures.md.
 */

/**
 * The items asking about a negative feeling (re-injury likely, nervous, frustrated, fearful, afraid,
 * thoughts of surgery again). As we recall the form, their anchors are printed turned round (the strongest
 * feeling at 0), so the box marked is the score for every item and none is subtracted from 10.
 */
export const aclRsiReversedItemIds = ["2", "3", "6", "7", "9", "10"] as const;

const topics = [
  ["1", "Confident of performing at the previous level of sport"],
  ["2", "Likely to re-injure the knee playing sport (0: most likely)"],
  ["3", "Nervous about playing sport (0: most nervous)"],
  ["4", "Confident the knee will not give way in sport"],
  ["5", "Confident of playing sport without concern for the knee"],
  ["6", "Frustrated at having to consider the knee in sport (0: most frustrated)"],
  ["7", "Fearful of re-injuring the knee in sport (0: most fearful)"],
  ["8", "Confident the knee holds up under pressure"],
  ["9", "Afraid of injuring the knee by accident in sport (0: most afraid)"],
  ["10", "Thoughts of surgery and rehabilitation again keep them from sport (0: all of the time)"],
  ["11", "Confident of performing well at sport"],
  ["12", "Relaxed about playing sport"],
] as const;

const items: Item[] = topics.map(([id, topic]) => ({
  id,
  lead: null,
  text: null,
  topic,
  anchors: { first: null, last: null },
  options: zeroToTen(false),
  reversed: (aclRsiReversedItemIds as readonly string[]).includes(id),
}));

const commonChecks = [
  "Paste the licensed English wording of the instructions, each question and its two anchors; check that each anchor printed at 0 is the least ready answer (for items 2, 3, 6, 7, 9 and 10, the strongest negative feeling).",
  "Confirm with the authors (Webster and Feller) the terms for a private practice's electronic use.",
  "No published rule for missing answers is known to us, so every item must be answered: confirm or replace this rule.",
];

/** The scale made of some of its items, in the form's order, every one required. */
export function aclRsiOf(itemIds: readonly string[], id: string, name: string, extraChecks: readonly string[] = []): Instrument {
  const chosen = items.filter((each) => itemIds.includes(each.id));
  if (chosen.length !== itemIds.length) throw new RangeError(`The ACL-RSI has no item among ${itemIds.join(", ")}.`);
  return {
    id,
    name,
    instructions: null,
    items: chosen,
    subscales: [{ id: "total", name, itemIds: chosen.map((each) => each.id), minAnswered: chosen.length, betterItemScore: "higher" }],
    checksBeforeUse: [...commonChecks, ...extraChecks],
  };
}

export const aclRsi = aclRsiOf(
  topics.map(([id]) => id),
  "acl-rsi",
  "ACL-RSI (ACL Return to Sport after Injury scale)",
);

/** The 6-item short form's selection as we recall it from Webster and Feller 2018: not verified. */
export const aclRsiShortItemIdsAsRecalled = ["1", "4", "5", "7", "11", "12"] as const;

export const aclRsiShort = aclRsiOf(aclRsiShortItemIdsAsRecalled, "acl-rsi-short", "ACL-RSI short form (6 items)", [
  "The six items were recalled, not checked: compare them with Webster and Feller 2018 (Orthopaedic Journal of Sports Medicine) before offering the short form.",
]);
