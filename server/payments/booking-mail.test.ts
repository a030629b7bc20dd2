import { describe, expect, it } from "vitest";
import { noReminderNote } from "./booking-mail.ts";

describe("the confirmation's note when no reminder will come", () => {
  const start = new Date("2026-12-10T00:00:00Z");
  it("is there for an appointment less than the reminder's hours away, and not otherwise", () => {
    expect(noReminderNote(start, new Date("2026-12-09T00:00:01Z"), 24)).toEqual([
      "Your appointment is less than 24 hours away, so we will not send a reminder: please keep this email.",
    ]);
    expect(noReminderNote(start, new Date("2026-12-09T00:00:00Z"), 24)).toEqual([]);
  });
});
