import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, melbourneMidnight } from "#core/calendar/melbourne-days.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { patients } from "#db/schema/patients.ts";
import { exerciseReminders } from "#db/schema/programmes.ts";
import { NotFoundError } from "#server/errors.ts";
import { makePatient } from "#tests/support/patient-fixtures.ts";
import { seedProgramme } from "#tests/support/programme-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { patientsDueForReminder, sendExerciseReminders } from "./exercise-reminders.ts";
import { chooseExerciseReminders, exerciseReminderState } from "./reminder-choice.ts";
import { optOutLinksFor } from "./reminder-opt-out-link.ts";

let t: TestApp;
const db = () => t.services.database.db;
const today = "2026-11-25";
/** An hour of a Melbourne day. */
const at = (day: string, hour: number) => new Date(melbourneMidnight(day).getTime() + hour * 3_600_000);
const now = at(today, 10);
const remindersOf = (patientId: string) => db().select().from(exerciseReminders).where(eq(exerciseReminders.patientId, patientId));
const mailTo = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "exercise-reminder")));

/** A patient whose programme started 3 weeks ago, last played `daysAgo` days ago (never: null). */
async function patientWithProgramme(label: string, daysAgo: number | null, extra: { endedAt?: Date } = {}) {
  const patientId = await makePatient(db(), label);
  await seedProgramme(t.services, patientId, {
    title: "Secret phase title",
    versions: [{ phase: "Return to running", daysPerWeek: 3, startsOn: addDays(today, -21) }],
    sessions: daysAgo === null ? [] : [{ endedAt: at(addDays(today, -daysAgo), 18), pain: 7 }],
    ...extra,
  });
  return patientId;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("who is due the weekly exercise reminder", () => {
  it("is whoever the patient list flags for a week without exercise, unless opted out, merged or already reminded", async () => {
    const idle = await patientWithProgramme("due-idle", 9);
    const never = await patientWithProgramme("due-never", null);
    const active = await patientWithProgramme("due-active", 2);
    const ended = await patientWithProgramme("due-ended", 9, { endedAt: at(addDays(today, -1), 9) });
    const optedOut = await patientWithProgramme("due-opted-out", 9);
    await db().update(patients).set({ exerciseRemindersOptedOutAt: now }).where(eq(patients.id, optedOut));
    const merged = await patientWithProgramme("due-merged", 9);
    await db().update(patients).set({ mergedIntoId: idle, mergedAt: now }).where(eq(patients.id, merged));
    const reminded = await patientWithProgramme("due-reminded", 9);
    await db().insert(exerciseReminders).values({ patientId: reminded, weekOf: "2026-11-23" });

    const due = await patientsDueForReminder(db(), now);
    const ours = [idle, never, active, ended, optedOut, merged, reminded];
    expect(due.filter((id) => ours.includes(id)).sort()).toEqual([idle, never].sort());
  });
});

describe("sending the weekly exercise reminder", () => {
  it("writes one mail per patient and Melbourne week, even when two rounds run at once, without clinical detail", async () => {
    const patientId = await patientWithProgramme("once", 10);
    await Promise.all([sendExerciseReminders(t.services, now), sendExerciseReminders(t.services, now)]);
    await sendExerciseReminders(t.services, at(addDays(today, 2), 15));
    expect(await remindersOf(patientId)).toEqual([expect.objectContaining({ weekOf: "2026-11-23" })]);
    const mails = await mailTo("once@example.com");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    for (const text of [mail!.subject, mail!.textBody, mail!.htmlBody]) {
      expect(text).not.toMatch(/Secret phase title|Return to running|pain|knee/i);
    }
    expect(mail!.textBody).toContain(optOutLinksFor(t.services.config).urlFor(patientId));
    expect(mail!.textBody).toContain("/my-care");

    // The next Melbourne week, still idle: one more.
    await sendExerciseReminders(t.services, at("2026-11-30", 9));
    expect((await remindersOf(patientId)).map((row) => row.weekOf).sort()).toEqual(["2026-11-23", "2026-11-30"]);
  });

  it("sends nothing before 9 am Melbourne time", async () => {
    const patientId = await patientWithProgramme("early", 10);
    expect(await sendExerciseReminders(t.services, at("2026-12-07", 8))).toBe(0);
    expect(await remindersOf(patientId)).toEqual([]);
  });

  it("respects an opt-out made through the mail's link", async () => {
    const patientId = await patientWithProgramme("opts-out", 10);
    const token = new URL(optOutLinksFor(t.services.config).urlFor(patientId)).pathname.split("/").at(-1)!;
    expect(await exerciseReminderState(t.services, token)).toEqual({ optedOut: false });
    expect(await chooseExerciseReminders(t.services, token, { reminders: "off" }, "198.51.100.4", now)).toEqual({ optedOut: true });
    expect(await exerciseReminderState(t.services, token)).toEqual({ optedOut: true });
    await sendExerciseReminders(t.services, now);
    expect(await mailTo("opts-out@example.com")).toEqual([]);

    expect(await chooseExerciseReminders(t.services, token, { reminders: "on" }, "198.51.100.4", now)).toEqual({ optedOut: false });
    await sendExerciseReminders(t.services, now);
    expect(await mailTo("opts-out@example.com")).toHaveLength(1);
    const audited = await db()
      .select({ action: auditEvents.action, actor: auditEvents.actor })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.patientId, patientId),
          inArray(auditEvents.action, ["exercise_reminders.opted_out", "exercise_reminders.opted_in"]),
        ),
      );
    expect(audited.map((event) => event.action).sort()).toEqual(["exercise_reminders.opted_in", "exercise_reminders.opted_out"]);
    expect(audited.every((event) => event.actor === "patient")).toBe(true);
  });

  it("refuses a link this site did not make: another patient's id under a made-up code, or a code moved to another id", async () => {
    const patientId = await makePatient(db(), "forged");
    const other = await makePatient(db(), "forged-other");
    const token = new URL(optOutLinksFor(t.services.config).urlFor(patientId)).pathname.split("/").at(-1)!;
    const [, mac] = token.split(".");
    for (const forged of [`${other}.${mac}`, `${patientId}.${"A".repeat(43)}`, patientId, `${token}.x`]) {
      expect(await exerciseReminderState(t.services, forged)).toBeNull();
      await expect(chooseExerciseReminders(t.services, forged, { reminders: "off" }, "198.51.100.4")).rejects.toBeInstanceOf(NotFoundError);
    }
    const [row] = await db().select().from(patients).where(eq(patients.id, other));
    expect(row!.exerciseRemindersOptedOutAt).toBeNull();
  });
});
