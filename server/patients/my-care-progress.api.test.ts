import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/admin.ts";
import { pageContextOf } from "#server/page-context.ts";
import { giveQuestionnaire, giveSurgery, koosAt } from "#tests/support/outcome-fixtures.ts";
import { freshAddress, pageRequest, patientRecord, signInAsPatient } from "#tests/support/patient-session.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

describe("My care's Progress", () => {
  let t: TestApp;
  const ids = { ada: "", ben: "" };
  const cookies = { ada: "", ben: "" };
  const careOf = async (cookie: string) => (await pageContextOf(t.services, freshAddress()).patient.myCare(pageRequest(cookie)))!.view;

  beforeAll(async () => {
    t = await createTestApp();
    ids.ada = await patientRecord(t, "ada.progress@example.com", "Ada Appleby");
    ids.ben = await patientRecord(t, "ben.progress@example.com", "Ben Bishop");
    await giveSurgery(t.services, ids.ada, "2026-09-01");
    await giveQuestionnaire(t.services, ids.ada, koosAt(1), new Date("2026-10-13T01:00:00Z"));
    cookies.ada = await signInAsPatient(t, "ada.progress@example.com");
    cookies.ben = await signInAsPatient(t, "ben.progress@example.com");
  }, 60_000);
  afterAll(() => t.close());

  it("shows a patient their own scores, audited as their reading, and nobody else's", async () => {
    const ada = await careOf(cookies.ada);
    expect(ada.progress.surgeryDate).toBe("2026-09-01");
    expect(ada.progress.instruments.map((instrument) => [instrument.instrumentId, instrument.points.map((point) => point.scores)])).toEqual(
      [["koos", [[75, 75, 75, 75, 75]]]],
    );
    const reads = await t.services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, ids.ada), eq(auditEvents.action, "questionnaire.read")));
    expect(reads).toMatchObject([{ actor: "patient", details: { purpose: "my-care" } }]);

    expect((await careOf(cookies.ben)).progress).toEqual({ surgeryDate: null, weeksSinceSurgery: null, instruments: [] });
  });
});
