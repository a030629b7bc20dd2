import { describe, expect, it } from "vitest";
import { resumePoint, screenOf, stepFrom } from "./questionnaire-screens.ts";

const items = [{ id: "P1" }, { id: "P2" }, { id: "P3" }];
const at = (search: string) => screenOf(new URL(`https://example.com/my-care/questionnaires/x${search}`), 3);

describe("a questionnaire's screens", () => {
  it("reads the question or the review from the address, anything else resumes", () => {
    expect(at("?question=2")).toEqual({ is: "question", at: 2 });
    expect(at("?review")).toEqual({ is: "review" });
    for (const search of ["", "?question=0", "?question=4", "?question=1.5", "?question=x"]) expect(at(search)).toEqual({ is: "resume" });
  });

  it("resumes after the question saved last", () => {
    expect(resumePoint(items, null)).toBe(1);
    expect(resumePoint(items, "P1")).toBe(2);
    expect(resumePoint(items, "P3")).toBe("review");
    expect(resumePoint(items, "gone")).toBe(1);
  });

  it("goes on to the next question, the review after the last, or back to the one before", () => {
    expect(stepFrom(1, "next", 3)).toBe(2);
    expect(stepFrom(3, "next", 3)).toBe("review");
    expect(stepFrom(2, "back", 3)).toBe(1);
    expect(stepFrom(1, "back", 3)).toBe(1);
  });
});
