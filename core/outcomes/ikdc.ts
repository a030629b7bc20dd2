import { wordedOptions, zeroToTen, type AnswerOption, type Instrument, type Item } from "./instrument.ts";

/**
 * The IKDC 2000 Subjective Knee Evaluation Form (Irrgang et al. 2001; AOSSM): 19 questions, 18 of them
 * scored (item 10's "function prior to your knee injury" is asked but not scored), 87 points at most; the
 * score is the points of the answered items over the most they could give, × 100, with at most two items
 * missing. Wording and terms: docs/outcome-measures.md.
 */

const activityLevels = [
  "Very strenuous activities like jumping or pivoting as in basketball or soccer",
  "Strenuous activities like heavy physical work, skiing or tennis",
  "Moderate activities like moderate physical work, running or jogging",
  "Light activities like walking, housework or yard work",
];
/** Items 1, 5, 7 and 8: the highest level of activity, 4 points for very strenuous down to 0 for unable. */
const activityOptions = (unable: string): AnswerOption[] => wordedOptions([...activityLevels, unable], "descending");
const difficulty = wordedOptions(
  ["Not difficult at all", "Minimally difficult", "Moderately difficult", "Extremely difficult", "Unable to do"],
  "descending",
);

const item = (id: string, text: string, topic: string, options: readonly AnswerOption[], extra: Partial<Item> = {}): Item => ({
  id,
  lead: null,
  text,
  topic,
  anchors: null,
  options,
  reversed: false,
  ...extra,
});

const abilityLead = "How does your knee affect your ability to:";
const activities = (
  [
    ["9a", "Go up stairs", "Up stairs"],
    ["9b", "Go down stairs", "Down stairs"],
    ["9c", "Kneel on the front of your knee", "Kneeling"],
    ["9d", "Squat", "Squatting"],
    ["9e", "Sit with your knee bent", "Sitting, knee bent"],
    ["9f", "Rise from a chair", "Rising from a chair"],
    ["9g", "Run straight ahead", "Running straight"],
    ["9h", "Jump and land on your involved leg", "Jump and land"],
    ["9i", "Stop and start quickly", "Stop and start"],
  ] as const
).map(([id, text, topic]) => item(id, text, topic, difficulty, { lead: abilityLead }));

const functionLead =
  "How would you rate the function of your knee on a scale of 0 to 10 with 10 being normal, excellent function and 0 being the inability to perform any of your usual daily activities which may include sports?";
const functionAnchors = { first: "Couldn't perform daily activities", last: "No limitation in daily activities" };

const items: Item[] = [
  item(
    "1",
    "What is the highest level of activity that you can perform without significant knee pain?",
    "Activity without pain",
    activityOptions("Unable to perform any of the above activities due to knee pain"),
  ),
  // Items 2 and 3 print 0 as no pain: the published scoring turns them round, 10 − the box marked.
  item("2", "During the past 4 weeks, or since your injury, how often have you had pain?", "How often pain", zeroToTen(true), {
    anchors: { first: "Never", last: "Constant" },
    reversed: true,
  }),
  item("3", "If you have pain, how severe is it?", "How severe the pain", zeroToTen(true), {
    anchors: { first: "No pain", last: "Worst pain imaginable" },
    reversed: true,
  }),
  item(
    "4",
    "During the past 4 weeks, or since your injury, how stiff or swollen was your knee?",
    "Stiffness or swelling",
    wordedOptions(["Not at all", "Mildly", "Moderately", "Very", "Extremely"], "descending"),
  ),
  item(
    "5",
    "What is the highest level of activity you can perform without significant swelling in your knee?",
    "Activity without swelling",
    activityOptions("Unable to perform any of the above activities due to knee swelling"),
  ),
  item(
    "6",
    "During the past 4 weeks, or since your injury, did your knee lock or catch?",
    "Locking or catching",
    wordedOptions(["Yes", "No"], "ascending"),
  ),
  item(
    "7",
    "What is the highest level of activity you can perform without significant giving way in your knee?",
    "Activity without giving way",
    activityOptions("Unable to perform any of the above activities due to giving way of the knee"),
  ),
  item(
    "8",
    "What is the highest level of activity you can participate in on a regular basis?",
    "Regular activity level",
    activityOptions("Unable to perform any of the above activities due to knee"),
  ),
  ...activities,
  item("10-prior", "Function prior to your knee injury", "Function before the injury (not scored)", zeroToTen(false), {
    lead: functionLead,
    anchors: functionAnchors,
  }),
  item("10-current", "Current function of your knee", "Function now", zeroToTen(false), { lead: functionLead, anchors: functionAnchors }),
];

/** Every item but "function prior to your knee injury", which the published scoring leaves out. */
const scoredItemIds = items.map((each) => each.id).filter((id) => id !== "10-prior");

export const ikdc: Instrument = {
  id: "ikdc-2000",
  name: "IKDC 2000 Subjective Knee Evaluation Form",
  instructions: null,
  items,
  subscales: [
    {
      id: "total",
      name: "IKDC subjective score",
      itemIds: scoredItemIds,
      minAnswered: scoredItemIds.length - 2,
      betterItemScore: "higher",
    },
  ],
  checksBeforeUse: [
    "Compare every item and answer label with the AOSSM's current IKDC 2000 Subjective Knee Evaluation Form; this wording was written from memory and not checked against the form.",
    "Paste the form's instructions to the patient (left empty here) and check the order the form prints item 6's Yes and No.",
    "Confirm the AOSSM's terms for reproducing the form in a practice's own electronic tool.",
  ],
};
