import { wordedOptions, type Instrument, type Item, type Subscale } from "./instrument.ts";

/**
 * The KOOS, English version LK1.0 (Roos et al. 1998; koos.nu): 42 items scored 0 (no problem) to 4, five
 * subscales each 100 − mean × 100 / 4, each needing at least half its items answered. Wording and terms:
 * docs/outcome-measures.md.
 */

const severity = wordedOptions(["None", "Mild", "Moderate", "Severe", "Extreme"], "ascending");
const frequency = wordedOptions(["Never", "Rarely", "Sometimes", "Often", "Always"], "ascending");
// S4 and S5 ask about being able to move fully, so "Always" is the best answer: printed first, scored 0.
const ability = wordedOptions(["Always", "Often", "Sometimes", "Rarely", "Never"], "ascending");

const stiffnessLead =
  "The following questions concern the amount of joint stiffness you have experienced during the last week in your knee. Stiffness is a sensation of restriction or slowness in the ease with which you move your knee joint.";
const painLead = "What amount of knee pain have you experienced the last week during the following activities?";
const dailyLivingLead =
  "The following questions concern your physical function. By this we mean your ability to move around and to look after yourself. For each of the following activities please indicate the degree of difficulty you have experienced in the last week due to your knee.";
const sportLead =
  "The following questions concern your physical function when being active on a higher level. The questions should be answered thinking of what degree of difficulty you have experienced during the last week due to your knee.";

const item = (id: string, lead: string | null, text: string, topic: string, options = severity, reversed = false): Item => ({
  id,
  lead,
  text,
  topic,
  anchors: null,
  options,
  reversed,
});

const symptoms = [
  item("S1", null, "Do you have swelling in your knee?", "Swelling", frequency),
  item(
    "S2",
    null,
    "Do you feel grinding, hear clicking or any other type of noise when your knee moves?",
    "Grinding or clicking",
    frequency,
  ),
  item("S3", null, "Does your knee catch or hang up when moving?", "Catching", frequency),
  item("S4", null, "Can you straighten your knee fully?", "Straightening fully", ability, true),
  item("S5", null, "Can you bend your knee fully?", "Bending fully", ability, true),
  item("S6", stiffnessLead, "How severe is your knee joint stiffness after first wakening in the morning?", "Morning stiffness"),
  item(
    "S7",
    stiffnessLead,
    "How severe is your knee stiffness after sitting, lying or resting later in the day?",
    "Stiffness later in the day",
  ),
];

const pain = [
  item(
    "P1",
    null,
    "How often do you experience knee pain?",
    "How often pain",
    wordedOptions(["Never", "Monthly", "Weekly", "Daily", "Always"], "ascending"),
  ),
  item("P2", painLead, "Twisting/pivoting on your knee", "Pain twisting or pivoting"),
  item("P3", painLead, "Straightening knee fully", "Pain straightening fully"),
  item("P4", painLead, "Bending knee fully", "Pain bending fully"),
  item("P5", painLead, "Walking on flat surface", "Pain walking on the flat"),
  item("P6", painLead, "Going up or down stairs", "Pain on stairs"),
  item("P7", painLead, "At night while in bed", "Pain at night"),
  item("P8", painLead, "Sitting or lying", "Pain sitting or lying"),
  item("P9", painLead, "Standing upright", "Pain standing"),
];

const dailyLiving = (
  [
    ["A1", "Descending stairs", "Going down stairs"],
    ["A2", "Ascending stairs", "Going up stairs"],
    ["A3", "Rising from sitting", "Rising from sitting"],
    ["A4", "Standing", "Standing"],
    ["A5", "Bending to floor/pick up an object", "Bending to the floor"],
    ["A6", "Walking on flat surface", "Walking on the flat"],
    ["A7", "Getting in/out of car", "Car in and out"],
    ["A8", "Going shopping", "Shopping"],
    ["A9", "Putting on socks/stockings", "Socks on"],
    ["A10", "Rising from bed", "Rising from bed"],
    ["A11", "Taking off socks/stockings", "Socks off"],
    ["A12", "Lying in bed (turning over, maintaining knee position)", "Lying in bed"],
    ["A13", "Getting in/out of bath", "Bath in and out"],
    ["A14", "Sitting", "Sitting"],
    ["A15", "Getting on/off toilet", "Toilet on and off"],
    ["A16", "Heavy domestic duties (moving heavy boxes, scrubbing floors, etc)", "Heavy housework"],
    ["A17", "Light domestic duties (cooking, dusting, etc)", "Light housework"],
  ] as const
).map(([id, text, topic]) => item(id, dailyLivingLead, text, topic));

const sport = (
  [
    ["SP1", "Squatting", "Squatting"],
    ["SP2", "Running", "Running"],
    ["SP3", "Jumping", "Jumping"],
    ["SP4", "Twisting/pivoting on your injured knee", "Twisting or pivoting"],
    ["SP5", "Kneeling", "Kneeling"],
  ] as const
).map(([id, text, topic]) => item(id, sportLead, text, topic));

const qualityOfLife = [
  item(
    "Q1",
    null,
    "How often are you aware of your knee problem?",
    "Aware of the knee",
    wordedOptions(["Never", "Monthly", "Weekly", "Daily", "Constantly"], "ascending"),
  ),
  item(
    "Q2",
    null,
    "Have you modified your life style to avoid potentially damaging activities to your knee?",
    "Life style changed",
    wordedOptions(["Not at all", "Mildly", "Moderately", "Severely", "Totally"], "ascending"),
  ),
  item(
    "Q3",
    null,
    "How much are you troubled with lack of confidence in your knee?",
    "Lack of confidence",
    wordedOptions(["Not at all", "Mildly", "Moderately", "Severely", "Extremely"], "ascending"),
  ),
  item("Q4", null, "In general, how much difficulty do you have with your knee?", "Difficulty overall"),
];

/** At least half the items, rounding up: Pain 5 of 9, Symptoms 4 of 7, ADL 9 of 17, Sport/Rec 3 of 5, QOL 2 of 4. */
const subscale = (id: string, name: string, items: readonly Item[]): Subscale => ({
  id,
  name,
  itemIds: items.map((each) => each.id),
  minAnswered: Math.ceil(items.length / 2),
  betterItemScore: "lower",
});

export const koos: Instrument = {
  id: "koos",
  name: "KOOS (Knee injury and Osteoarthritis Outcome Score)",
  instructions:
    "This survey asks for your view about your knee. This information will help us keep track of how you feel about your knee and how well you are able to perform your usual activities. Answer every question by ticking the appropriate box, only one box for each question. If you are unsure about how to answer a question, please give the best answer you can.",
  items: [...symptoms, ...pain, ...dailyLiving, ...sport, ...qualityOfLife],
  subscales: [
    subscale("pain", "Pain", pain),
    subscale("symptoms", "Symptoms", symptoms),
    subscale("adl", "Function in daily living (ADL)", dailyLiving),
    subscale("sport-rec", "Function in sport and recreation (Sport/Rec)", sport),
    subscale("qol", "Knee-related quality of life (QOL)", qualityOfLife),
  ],
  checksBeforeUse: [
    "Compare the instructions, every item and every answer label with the English KOOS from koos.nu; this wording was written from memory and not checked against the form.",
    "Confirm on koos.nu that a private practice may use the KOOS in its own electronic form, one question per screen, and whether a user agreement is needed.",
  ],
};
