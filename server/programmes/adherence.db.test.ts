import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, melbourneMidnight } from "#core/calendar/melbourne-days.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { programmes } from "#db/schema/programmes.ts";
import { NotFoundError } from "#server/errors.ts";
import { makePatient } from "#tests/support/patient-fixtures.ts";
import { seedProgramme } from "#tests/support/programme-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { adherenceFlagsOf, readPatientAdherence } from "./adherence.ts";

let t: TestApp;
const db = () => t.services.database.db;
const reader = { actor: "admin" as const, clientAddress: "203.0.113.9" };
// Wednesday 25 November 2026, noon in Melbourne.
const today = "2026-11-25";
const now = new Date(melbourneMidnight(today).getTime() + 12 * 3_600_000);
const evening = (day: string) => new Date(melbourneMidnight(day).getTime() + 19 * 3_600_000);
const readsOf = (patientId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.patientId, patientId), eq(auditEvents.action, "programme_session.read")));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a patient's adherence for the Progress tab", () => {
  it("gives each programme's weeks, done against planned, pain and effort with their trend, and its last session", async () => {
    const patientId = await makePatient(db(), "adherence-weeks");
    const { programmeId } = await seedProgramme(t.services, patientId, {
      title: "Post-op strength",
      versions: [
        { phase: "Early", daysPerWeek: 3, startsOn: "2026-11-09" },
        { phase: "Strength", daysPerWeek: 4, startsOn: "2026-11-16" },
      ],
      sessions: [
        { endedAt: evening("2026-11-09"), pain: 2, effort: 5 },
        { endedAt: evening("2026-11-11"), pain: 2, effort: 5 },
        { endedAt: evening("2026-11-17"), pain: 5, effort: 7, version: 1 },
        { endedAt: evening("2026-11-24"), pain: 5, effort: null, version: 1 },
      ],
    });
    const adherence = await readPatientAdherence(t.services, patientId, reader, now);
    expect(adherence.programmes).toHaveLength(1);
    const [programme] = adherence.programmes;
    expect(programme).toMatchObject({
      programmeId,
      title: "Post-op strength",
      phase: "Strength",
      daysPerWeek: 4,
      startsOn: "2026-11-09",
      endedAt: null,
      lastSessionAt: evening("2026-11-24").toISOString(),
      flags: { noSessionForAWeek: false, painRose: false },
    });
    expect(programme!.weeks.map((week) => [week.weekOf, week.done, week.planned, week.pain.mean, week.pain.trend])).toEqual([
      ["2026-11-23", 1, 4, 5, "steady"],
      ["2026-11-16", 1, 4, 5, "rising"],
      ["2026-11-09", 2, 3, 2, null],
    ]);
  });

  it("audits the logs it opens, one event per programme naming the patient, and shows a programme only once a version is saved", async () => {
    const patientId = await makePatient(db(), "adherence-audit");
    const { programmeId } = await seedProgramme(t.services, patientId, {
      versions: [{ daysPerWeek: 2, startsOn: "2026-11-02" }],
      sessions: [{ endedAt: evening("2026-11-03"), pain: 1 }, { endedAt: evening("2026-11-05") }],
    });
    await seedProgramme(t.services, patientId, { title: "Not played yet", versions: [{ daysPerWeek: 3, startsOn: "2026-12-07" }] });
    await db().insert(programmes).values({ patientId, title: "Draft, nothing saved" });

    const adherence = await readPatientAdherence(t.services, patientId, reader, now);
    expect(adherence.programmes.map((programme) => programme.title).sort()).toEqual(["Knee programme", "Not played yet"]);
    expect(adherence.programmes.find((programme) => programme.title === "Not played yet")!.weeks).toEqual([]);
    const reads = await readsOf(patientId);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      actor: "admin",
      clientAddress: reader.clientAddress,
      details: { programmeId, sessions: 2, purpose: "adherence" },
    });
  });

  it("answers NotFoundError for a record that does not exist", async () => {
    await expect(readPatientAdherence(t.services, crypto.randomUUID(), reader, now)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("the patient list's flags", () => {
  it("flags who has not exercised for a week and whose pain rose, opening only recent logs, audited in one go", async () => {
    const idle = await makePatient(db(), "flags-idle");
    const sore = await makePatient(db(), "flags-sore");
    const fine = await makePatient(db(), "flags-fine");
    const stopped = await makePatient(db(), "flags-stopped");
    const none = await makePatient(db(), "flags-none");
    await seedProgramme(t.services, idle, {
      versions: [{ daysPerWeek: 3, startsOn: "2026-10-05" }],
      sessions: [
        { endedAt: evening(addDays(today, -8)), pain: 2 },
        { endedAt: evening("2026-10-06"), pain: 1 },
      ],
    });
    await seedProgramme(t.services, sore, {
      versions: [{ daysPerWeek: 3, startsOn: "2026-11-02" }],
      sessions: [
        { endedAt: evening("2026-11-17"), pain: 2 },
        { endedAt: evening("2026-11-19"), pain: 3 },
        { endedAt: evening("2026-11-24"), pain: 5 },
      ],
    });
    await seedProgramme(t.services, fine, {
      versions: [{ daysPerWeek: 3, startsOn: "2026-11-02" }],
      sessions: [
        { endedAt: evening("2026-11-17"), pain: 3 },
        { endedAt: evening("2026-11-23"), pain: 3 },
      ],
    });
    await seedProgramme(t.services, stopped, {
      versions: [{ daysPerWeek: 3, startsOn: "2026-10-05" }],
      sessions: [{ endedAt: evening("2026-10-06"), pain: 1 }],
      endedAt: evening("2026-10-20"),
    });

    const flags = await adherenceFlagsOf(t.services, [idle, sore, fine, stopped, none], reader, now);
    expect(Object.fromEntries(flags)).toEqual({
      [idle]: { noSessionForAWeek: true, painRose: false },
      [sore]: { noSessionForAWeek: false, painRose: true },
      [fine]: { noSessionForAWeek: false, painRose: false },
      [stopped]: { noSessionForAWeek: false, painRose: false },
      [none]: { noSessionForAWeek: false, painRose: false },
    });
    // The idle patient's October session is older than the flags look: only the recent one is opened.
    expect((await readsOf(idle)).map((event) => event.details)).toEqual([
      expect.objectContaining({ sessions: 1, purpose: "patient-list-flags" }),
    ]);
    expect(await readsOf(sore)).toHaveLength(1);
    expect(await readsOf(stopped)).toEqual([]);
    expect(await readsOf(none)).toEqual([]);
  });
});
