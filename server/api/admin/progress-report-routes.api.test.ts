import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminFiles } from "#contracts/admin-paths.ts";
import { pageContextOf } from "#server/page-context.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { giveQuestionnaire, giveSurgery, koosAt } from "#tests/support/outcome-fixtures.ts";
import { makePatient } from "#tests/support/patient-fixtures.ts";
import { pdftotext } from "#tests/support/pdf-tools.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

const surgeon = { recipientName: "Dr Priya Raman", recipientEmail: "priya@northside.example", givenBy: "in writing" } as const;

describe("GET /api/admin/patients/:id/progress-report.pdf", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let patientId: string;
  let consentId: string;
  const progress = () => pageContextOf(t.services, "203.0.113.10").admin.outcomeProgress;

  beforeAll(async () => {
    t = await createTestApp(testAdminSettings);
    headers = await signInAsAdmin(t.app);
    patientId = await makePatient(t.services.database.db, "report-route");
    await giveSurgery(t.services, patientId, "2026-09-01");
    await giveQuestionnaire(t.services, patientId, koosAt(2), new Date("2026-10-13T01:00:00Z"));
    const recorded = await progress().recordConsent(patientId, surgeon);
    if (!recorded.ok) throw new Error(recorded.refusal.error);
    consentId = recorded.value.consentId;
  }, 60_000);
  afterAll(() => t.close());

  it("is the practitioner's only: 401 without her session", async () => {
    expect((await t.app.request(adminFiles.progressReport(patientId, consentId))).status).toBe(401);
  });

  it("downloads the report under a consent in force, never cached", async () => {
    const response = await t.app.request(adminFiles.progressReport(patientId, consentId), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="progress-report-[0-9a-f]{8}-/);
    expect(await pdftotext(new Uint8Array(await response.arrayBuffer()))).toMatch(/Pain\s+50\s+50\s+–/);
  });

  it("refuses a consent that is not one, another patient's, or one withdrawn", async () => {
    const get = (id: string, consent: string) =>
      t.app.request(`/api/admin/patients/${id}/progress-report.pdf?consentId=${consent}`, { headers });
    expect((await get(patientId, "nope")).status).toBe(400);
    const other = await makePatient(t.services.database.db, "report-route-other");
    expect((await get(other, consentId)).status).toBe(404);
    await progress().withdrawConsent(patientId, consentId);
    const withdrawn = await get(patientId, consentId);
    expect(withdrawn.status).toBe(403);
    expect(await withdrawn.json()).toEqual({ error: "The patient has withdrawn this consent: no report can be sent under it." });
  });
});
