import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { IntakeState } from "#contracts/intake.ts";
import { IntakeNote } from "./intake-note.tsx";

const patientId = "5a1d0c2e-0000-4000-8000-000000000002";
const html = (state: IntakeState) => renderToStaticMarkup(<IntakeNote intake={{ patientId, state }} />);
const link = (name: string) =>
  new RegExp(
    `<a href="/admin/patients/${patientId}/intake" target="_blank" rel="noopener"[^>]*>${name}<span class="sr-only"> \\(opens in a new tab\\)</span></a>`,
  );

describe("the room's intake note", () => {
  it("opens the patient's sent intake in a new tab, so the call stays", () => {
    expect(html("submitted")).toMatch(link("Read the patient&#x27;s intake"));
    expect(html("submitted")).not.toContain("not completed");
  });

  it("says the intake is not completed, with the draft when one is begun", () => {
    expect(html("none")).toContain("Intake not completed");
    expect(html("none")).not.toContain("<a ");
    expect(html("draft")).toContain("Intake not completed");
    expect(html("draft")).toMatch(link("Read the draft"));
  });
});
