import { describe, expect, it } from "vitest";
import { aclRsi, aclRsiShort } from "./acl-rsi.ts";
import { withWording } from "./wording.ts";
import {
  dueQuestionnaires,
  hasItemWording,
  instrumentsAt,
  isOpenOn,
  isScheduleOver,
  openWindowWords,
  questionnaireSchedule,
  questionnaireState,
  requestedWindow,
  type ScheduledQuestionnaire,
} from "./schedule.ts";

const had = (surgeryDate: string) => ({ surgery: "had" as const, surgeryDate });
/** One row per time point (the instruments share the window). */
const windows = (schedule: ScheduledQuestionnaire[]) => [
  ...new Map(schedule.map(({ timepoint, targetOn, dueOn, closesOn }) => [timepoint, { timepoint, targetOn, dueOn, closesOn }])).values(),
];

describe("the schedule after surgery", () => {
  it("asks at 6 weeks and 3, 6, 9 and 12 months, each open a week before and four weeks after", () => {
    expect(windows(questionnaireSchedule(had("2026-01-15"), "2026-01-02"))).toEqual([
      { timepoint: "6w", targetOn: "2026-02-26", dueOn: "2026-02-19", closesOn: "2026-03-26" },
      { timepoint: "3m", targetOn: "2026-04-15", dueOn: "2026-04-08", closesOn: "2026-05-13" },
      { timepoint: "6m", targetOn: "2026-07-15", dueOn: "2026-07-08", closesOn: "2026-08-12" },
      { timepoint: "9m", targetOn: "2026-10-15", dueOn: "2026-10-08", closesOn: "2026-11-12" },
      { timepoint: "12m", targetOn: "2027-01-15", dueOn: "2027-01-08", closesOn: "2027-02-12" },
    ]);
  });

  it("keeps a month's end on the calendar (31 August + 6 months is 28 February)", () => {
    const sixMonths = windows(questionnaireSchedule(had("2026-08-31"), "2026-08-01")).find((each) => each.timepoint === "6m");
    expect(sixMonths?.targetOn).toBe("2027-02-28");
  });

  it("asks the KOOS and the IKDC at each point, not the ACL-RSI while its wording is missing", () => {
    const schedule = questionnaireSchedule(had("2026-01-15"), "2026-01-02");
    expect(schedule.filter((each) => each.timepoint === "6w").map((each) => each.instrumentId)).toEqual(["koos", "ikdc-2000"]);
    expect(schedule.filter((each) => each.timepoint === "12m").map((each) => each.instrumentId)).toEqual(["koos", "ikdc-2000"]);
    expect(hasItemWording(aclRsi)).toBe(false);
  });

  it("asks the ACL-RSI from 3 months once its wording is pasted, the short form as the practice's option", () => {
    const pasted = withWording(aclRsi, {
      items: Object.fromEntries(aclRsi.items.map((item) => [item.id, { text: `Question ${item.id}`, anchors: { first: "a", last: "b" } }])),
    });
    expect(hasItemWording(pasted)).toBe(true);
    expect(instrumentsAt("6w", { returnToSport: pasted }).map((each) => each.id)).toEqual(["koos", "ikdc-2000"]);
    expect(instrumentsAt("3m", { returnToSport: pasted }).map((each) => each.id)).toEqual(["koos", "ikdc-2000", "acl-rsi"]);
    const short = withWording(aclRsiShort, {
      items: Object.fromEntries(aclRsiShort.items.map((item) => [item.id, { text: "Q", anchors: { first: "a", last: "b" } }])),
    });
    expect(
      questionnaireSchedule(had("2026-01-15"), "2026-01-02", { returnToSport: short })
        .filter((each) => each.timepoint === "3m")
        .map((each) => each.instrumentId),
    ).toEqual(["koos", "ikdc-2000", "acl-rsi-short"]);
    expect(instrumentsAt("12m", { returnToSport: null }).map((each) => each.id)).toEqual(["koos", "ikdc-2000"]);
  });

  it("schedules nothing for a surgery had without a date", () => {
    expect(questionnaireSchedule({ surgery: "had", surgeryDate: undefined }, "2026-01-02")).toEqual([]);
    expect(questionnaireSchedule({ surgery: undefined, surgeryDate: undefined }, "2026-01-02")).toHaveLength(2);
  });
});

describe("the pre-op set", () => {
  it("opens on the day of the first intake for four weeks when no surgery is planned", () => {
    expect(windows(questionnaireSchedule({ surgery: "none", surgeryDate: undefined }, "2026-03-10"))).toEqual([
      { timepoint: "pre-op", targetOn: "2026-03-10", dueOn: "2026-03-10", closesOn: "2026-04-07" },
    ]);
  });

  it("closes the day before a planned surgery that comes sooner", () => {
    expect(windows(questionnaireSchedule({ surgery: "planned", surgeryDate: "2026-03-20" }, "2026-03-10"))[0]?.closesOn).toBe("2026-03-19");
    expect(windows(questionnaireSchedule({ surgery: "planned", surgeryDate: "2026-06-20" }, "2026-03-10"))[0]?.closesOn).toBe("2026-04-07");
  });

  it("is not asked when the planned surgery is already here", () => {
    expect(questionnaireSchedule({ surgery: "planned", surgeryDate: "2026-03-10" }, "2026-03-10")).toEqual([]);
  });
});

describe("a changed surgery date", () => {
  it("moves every window after surgery", () => {
    const before = windows(questionnaireSchedule(had("2026-01-15"), "2026-01-02"));
    const after = windows(questionnaireSchedule(had("2026-01-22"), "2026-01-02"));
    expect(after.map((each) => each.dueOn)).not.toEqual(before.map((each) => each.dueOn));
    expect(after[0]).toEqual({ timepoint: "6w", targetOn: "2026-03-05", dueOn: "2026-02-26", closesOn: "2026-04-02" });
  });

  it("turns a planned surgery that happened into the time points after it", () => {
    const schedule = questionnaireSchedule(had("2026-03-20"), "2026-03-10");
    expect(schedule.some((each) => each.timepoint === "pre-op")).toBe(false);
    expect(schedule[0]?.timepoint).toBe("6w");
  });
});

describe("what is due, on Melbourne's calendar", () => {
  const schedule = questionnaireSchedule(had("2026-02-23"), "2026-02-01");
  // 6 weeks: 2026-04-06, open 2026-03-30 to 2026-05-04. Daylight saving ended at 03:00 on Sunday 5 April 2026.

  it("opens at Melbourne's midnight of its first day, whatever UTC's date is", () => {
    // 2026-03-29T12:59Z is 23:59 on the 29th in Melbourne (AEDT, +11); a minute later it is the 30th.
    expect(dueQuestionnaires(schedule, new Date("2026-03-29T12:59:00Z"))).toEqual([]);
    expect(dueQuestionnaires(schedule, new Date("2026-03-29T13:00:00Z")).map((each) => each.timepoint)).toEqual(["6w", "6w"]);
  });

  it("counts the day the clocks go back as one day", () => {
    // 5 April 2026 is 25 hours long in Melbourne: its first and last minutes are the same date.
    for (const instant of ["2026-04-04T13:00:00Z", "2026-04-05T13:59:00Z"]) {
      expect(dueQuestionnaires(schedule, new Date(instant)).map((each) => each.timepoint)).toEqual(["6w", "6w"]);
    }
  });

  it("closes after its last day, on AEST (+10) once daylight saving has ended", () => {
    expect(dueQuestionnaires(schedule, new Date("2026-05-04T13:59:00Z"))).toHaveLength(2);
    expect(dueQuestionnaires(schedule, new Date("2026-05-04T14:00:00Z"))).toEqual([]);
  });

  it("opens a window across the start of daylight saving (4 October 2026) on the right day", () => {
    const spring = questionnaireSchedule(had("2026-07-01"), "2026-06-01"); // 3 months: 1 October, open 24 September.
    const threeMonths = spring.find((each) => each.timepoint === "3m")!;
    expect(threeMonths).toMatchObject({ dueOn: "2026-09-24", closesOn: "2026-10-29" });
    // 29 October ends at 13:00 UTC under AEDT (+11), no longer 14:00.
    expect(dueQuestionnaires(spring, new Date("2026-10-29T12:59:00Z"))).toHaveLength(2);
    expect(dueQuestionnaires(spring, new Date("2026-10-29T13:00:00Z"))).toEqual([]);
  });

  it("is over once every window has closed, on Melbourne's calendar", () => {
    // 12 months: 23 February 2027, open until 23 March 2027, which ends at 13:00 UTC (AEDT, +11).
    expect(isScheduleOver(schedule, new Date("2027-03-23T12:59:00Z"))).toBe(false);
    expect(isScheduleOver(schedule, new Date("2027-03-23T13:00:00Z"))).toBe(true);
    expect(isScheduleOver(schedule, new Date("2026-03-01T00:00:00Z"))).toBe(false);
    expect(isScheduleOver([], new Date("2026-03-01T00:00:00Z"))).toBe(true);
  });

  it("never reopens a missed window: the next time point's is the only one open", () => {
    const due = dueQuestionnaires(schedule, new Date("2026-05-20T02:00:00Z")); // 3m opens 16 May.
    expect(due.map((each) => each.timepoint)).toEqual(["3m", "3m"]);
    expect(dueQuestionnaires(schedule, new Date("2026-05-10T02:00:00Z"))).toEqual([]);
  });

  it("is open on its first and last day only between them", () => {
    const window = { dueOn: "2026-03-30", closesOn: "2026-05-04" };
    expect([
      isOpenOn(window, "2026-03-29"),
      isOpenOn(window, "2026-03-30"),
      isOpenOn(window, "2026-05-04"),
      isOpenOn(window, "2026-05-05"),
    ]).toEqual([false, true, true, false]);
    expect(isOpenOn({ dueOn: "2026-03-30", closesOn: null }, "2030-01-01")).toBe(true);
  });
});

describe("a questionnaire's state", () => {
  const window = { dueOn: "2026-03-30", closesOn: "2026-05-04", cancelled: false };
  const on = (day: string) => new Date(`${day}T02:00:00Z`);

  it("is due, then in progress, then submitted", () => {
    expect(questionnaireState(window, null, on("2026-04-01"))).toBe("due");
    expect(questionnaireState(window, { submitted: false }, on("2026-04-01"))).toBe("in-progress");
    expect(questionnaireState(window, { submitted: true }, on("2026-06-01"))).toBe("submitted");
  });

  it("is missed after its window, answered or not, and cancelled when withdrawn", () => {
    expect(questionnaireState(window, null, on("2026-05-05"))).toBe("missed");
    expect(questionnaireState(window, { submitted: false }, on("2026-05-05"))).toBe("missed");
    expect(questionnaireState({ ...window, cancelled: true }, { submitted: false }, on("2026-04-01"))).toBe("cancelled");
  });

  it("says when it is open in words, with or without an end", () => {
    expect(openWindowWords(window)).toBe("Monday 30 March 2026 to Monday 4 May 2026");
    expect(openWindowWords({ dueOn: "2026-03-30", closesOn: null })).toBe("From Monday 30 March 2026");
  });

  it("gives one asked for now the same four weeks", () => {
    expect(requestedWindow(new Date("2026-04-04T14:30:00Z"))).toEqual({ dueOn: "2026-04-05", closesOn: "2026-05-03" });
  });
});
