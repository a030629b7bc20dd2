import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import type { PatientAdherence } from "#contracts/adherence.ts";
import { signInAsAdmin, testAdminSettings, TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { patientRecord, signInAsPatient } from "#tests/support/patient-session.ts";
import { seedProgramme } from "#tests/support/programme-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/** GET /api/admin/patients/:id/adherence: the practitioner's alone, never the patient's nor anyone's without a session. */

let t: TestApp;
let patientId: string;
const email = "adherence.api@example.com";
const path = () => `/api/admin/patients/${patientId}/adherence`;

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  patientId = await patientRecord(t, email, "Ada Adherence");
  const yesterday = new Date(Date.now() - 86_400_000);
  await seedProgramme(t.services, patientId, {
    versions: [{ daysPerWeek: 3, startsOn: melbourneDay(new Date(Date.now() - 14 * 86_400_000)) }],
    sessions: [{ endedAt: yesterday, pain: 3, effort: 6 }],
  });
});
afterAll(() => t.close());

describe("a patient's adherence through the admin API", () => {
  it("answers 401 without a session, and to the patient's own session", async () => {
    expect((await t.app.request(path(), { headers: { origin: TEST_ORIGIN } })).status).toBe(401);
    const cookie = await signInAsPatient(t, email);
    expect((await t.app.request(path(), { headers: { origin: TEST_ORIGIN, cookie } })).status).toBe(401);
  });

  it("answers the practitioner the programme's weeks, and 404 for a record that does not exist", async () => {
    const admin = await signInAsAdmin(t.app);
    const response = await t.app.request(path(), { headers: admin });
    expect(response.status).toBe(200);
    const body = (await response.json()) as PatientAdherence;
    expect(body.patientId).toBe(patientId);
    const weeks = body.programmes[0]!.weeks;
    expect(weeks.reduce((sum, week) => sum + week.done, 0)).toBe(1);
    expect(weeks.find((week) => week.done === 1)!.pain.mean).toBe(3);
    expect((await t.app.request(`/api/admin/patients/${crypto.randomUUID()}/adherence`, { headers: admin })).status).toBe(404);
    expect((await t.app.request("/api/admin/patients/not-an-id/adherence", { headers: admin })).status).toBe(400);
  });
});
