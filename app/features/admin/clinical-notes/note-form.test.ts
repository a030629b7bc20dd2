import { describe, expect, it } from "vitest";
import { noteFormValues, noteInput, noteSubmission } from "./note-form.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the note editor's form", () => {
  it("reads the fields into the note's content, leaving blanks out and degrees as numbers", () => {
    const submission = noteSubmission(
      form({
        intent: "save",
        subjective: "  Sore after netball \n",
        "objective.injuredKnee.flexion": "120",
        "objective.injuredKnee.extension": "-3",
        "objective.otherKnee.flexion": "",
        "objective.effusion": "trace",
        "objective.quadriceps": "Lag 5°",
        assessment: " ",
        plan: "",
      }),
    );
    expect(submission).toMatchObject({
      ok: true,
      value: {
        subjective: "Sore after netball",
        objective: { injuredKnee: { flexion: 120, extension: -3 }, effusion: "trace", quadriceps: "Lag 5°" },
      },
    });
    expect(noteInput(form({ plan: "", assessment: "" }))).toEqual({});
  });

  it("puts each message beside its own field and gives back what was typed", () => {
    const submission = noteSubmission(
      form({
        "objective.injuredKnee.flexion": "200",
        "objective.otherKnee.extension": "about five",
        "objective.effusion": "4+",
        plan: "Keep",
      }),
    );
    expect(submission.ok).toBe(false);
    if (submission.ok) return;
    expect(submission.reply.fields).toEqual({
      "objective.injuredKnee.flexion": "Enter the injured knee's flexion in whole degrees, from 0 to 180",
      "objective.otherKnee.extension": "Enter the other knee's extension in whole degrees, from -30 to 90",
      "objective.effusion": "Choose an effusion grade from the list",
    });
    expect(submission.reply.error).toBe("Enter the injured knee's flexion in whole degrees, from 0 to 180");
    expect(submission.reply.values).toMatchObject({ "objective.otherKnee.extension": "about five", plan: "Keep" });
  });

  it("refuses half degrees and control characters", () => {
    const half = noteSubmission(form({ "objective.otherKnee.flexion": "12.5" }));
    expect(!half.ok && half.reply.fields).toEqual({
      "objective.otherKnee.flexion": "Enter the other knee's flexion in whole degrees, from 0 to 180",
    });
    const control = noteSubmission(form({ assessment: "Fine\u0007" }));
    expect(!control.ok && control.reply.fields).toEqual({ assessment: "Please remove the control characters from this text" });
  });

  it("shows a saved note in the fields it came from", () => {
    const content = { subjective: "Better", objective: { otherKnee: { flexion: 140, extension: 0 }, effusion: "none" as const } };
    const values = noteFormValues(content);
    expect(values).toEqual({
      subjective: "Better",
      "objective.otherKnee.flexion": "140",
      "objective.otherKnee.extension": "0",
      "objective.effusion": "none",
    });
    expect(noteSubmission(form(values))).toMatchObject({ ok: true, value: content });
  });
});
