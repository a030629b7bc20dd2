import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENEWED_SESSION_GRACE_MS, SESSION_RENEWAL_MS } from "#core/patients/sign-in-rules.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { patients, patientSessions } from "#db/schema/patients.ts";
import { pageContextOf } from "#server/page-context.ts";
import { freshAddress, mailedSignInToken, pageRequest, patientRecord, signInAsPatient } from "#tests/support/patient-session.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { findPatientSession, patientSessionRules, renewPatientSession } from "./patient-sessions.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PATIENT_SESSION_IDLE_DAYS: "7", PATIENT_SESSION_MAX_DAYS: "30" });
});
afterAll(() => t.close());

const db = () => t.services.database.db;
const pages = () => pageContextOf(t.services, freshAddress());
const rules = () => patientSessionRules(t.services.config.patients);
const idOf = (cookie: string) => cookie.split("=")[1]!;
const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");
const DAY = 24 * 60 * 60_000;

async function sessionRow(cookie: string) {
  const [row] = await db()
    .select()
    .from(patientSessions)
    .where(eq(patientSessions.idHash, hashOf(idOf(cookie))));
  return row;
}

describe("a patient's session", () => {
  it("is a random 32-byte id in an httpOnly, SameSite=Lax cookie, of which only the SHA-256 is kept", async () => {
    await patientRecord(t, "cookie@example.com");
    const pageContext = pages();
    await pageContext.patient.requestLink({ email: "cookie@example.com" });
    const outcome = await pageContext.patient.signIn(pageRequest(), await mailedSignInToken(t, "cookie@example.com"));
    if (!outcome.ok) throw new Error(outcome.refusal.error);
    const { setCookie } = outcome.value;
    expect(setCookie).toMatch(/^patient_session=[\w-]{43}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const id = idOf(setCookie.split(";")[0]!);
    expect(Buffer.from(id, "base64url")).toHaveLength(32);
    const rows = await db().select().from(patientSessions);
    expect(rows.some((row) => row.idHash === id)).toBe(false);
    const row = rows.find((candidate) => candidate.idHash === hashOf(id))!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * DAY);
    expect(new Date(/Expires=([^;]+)/.exec(setCookie)![1]!).getTime()).toBe(Math.floor(row.expiresAt.getTime() / 1000) * 1000);
  });

  it("names its patient to the pages, and nobody once signed out", async () => {
    const patientId = await patientRecord(t, "named@example.com", "Nora Named");
    const cookie = await signInAsPatient(t, "named@example.com");
    expect(await pages().patientSession(pageRequest(cookie))).toEqual({ patientId, name: "Nora Named" });
    expect(await pages().patientSession(pageRequest())).toBeNull();
    expect(await pages().patientSession(pageRequest(`patient_session=${"x".repeat(43)}`))).toBeNull();
    expect((await pages().patient.signOut(pageRequest(cookie))).setCookie).toMatch(/^patient_session=; Max-Age=0;/);
    expect(await pages().patientSession(pageRequest(cookie))).toBeNull();
  });

  it("replaces the session the browser held when it signs in again", async () => {
    await patientRecord(t, "again@example.com");
    const first = await signInAsPatient(t, "again@example.com");
    const pageContext = pages();
    await pageContext.patient.requestLink({ email: "again@example.com" });
    const second = await pageContext.patient.signIn(pageRequest(first), await mailedSignInToken(t, "again@example.com"));
    expect(second.ok).toBe(true);
    expect(await sessionRow(first)).toBeUndefined();
  });

  it("ends when idle 7 days, and 30 days after sign-in however busy", async () => {
    await patientRecord(t, "expiry@example.com");
    const cookie = await signInAsPatient(t, "expiry@example.com");
    const row = (await sessionRow(cookie))!;
    const start = row.createdAt.getTime();
    expect(await findPatientSession(db(), idOf(cookie), new Date(start + 7 * DAY - 60_000), rules())).not.toBeNull();
    // Busy every few days: still live until its absolute end, not a moment after.
    for (let day = 6; day < 30; day += 6) {
      expect(await findPatientSession(db(), idOf(cookie), new Date(start + day * DAY), rules())).not.toBeNull();
    }
    expect(await findPatientSession(db(), idOf(cookie), new Date(start + 30 * DAY), rules())).toBeNull();
    expect(await sessionRow(cookie)).toBeUndefined();

    const idle = await signInAsPatient(t, "expiry@example.com");
    const idleStart = (await sessionRow(idle))!.lastSeenAt.getTime();
    expect(await findPatientSession(db(), idOf(idle), new Date(idleStart + 7 * DAY), rules())).toBeNull();
  });

  it("gets a new id from My care once a day old; the old one works a couple of minutes more; the session's end stays", async () => {
    await patientRecord(t, "renew@example.com");
    const cookie = await signInAsPatient(t, "renew@example.com");
    const before = (await sessionRow(cookie))!;
    expect((await pages().patient.myCare(pageRequest(cookie)))!.setCookie).toBeNull();

    const dayAgo = new Date(Date.now() - SESSION_RENEWAL_MS - 60_000);
    await db().update(patientSessions).set({ createdAt: dayAgo, lastSeenAt: dayAgo }).where(eq(patientSessions.idHash, before.idHash));
    const renewed = await pages().patient.myCare(pageRequest(cookie));
    expect(renewed!.setCookie).toMatch(/^patient_session=[\w-]{43}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const newCookie = renewed!.setCookie!.split(";")[0]!;
    expect(newCookie).not.toBe(cookie);
    expect((await sessionRow(newCookie))!.expiresAt).toEqual(before.expiresAt);

    const old = (await sessionRow(cookie))!;
    expect(old.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + RENEWED_SESSION_GRACE_MS);
    expect(await pages().patientSession(pageRequest(cookie))).not.toBeNull();
    expect(await findPatientSession(db(), idOf(cookie), new Date(Date.now() + RENEWED_SESSION_GRACE_MS), rules())).toBeNull();
    expect(await pages().patientSession(pageRequest(newCookie))).not.toBeNull();
    // Renewed once: the old id's next visit does not renew it again.
    expect((await pages().patient.myCare(pageRequest(cookie)))?.setCookie ?? null).toBeNull();
  });

  it("is renewed by one of two requests arriving together", async () => {
    await patientRecord(t, "renew-race@example.com");
    const cookie = await signInAsPatient(t, "renew-race@example.com");
    const dayAgo = new Date(Date.now() - SESSION_RENEWAL_MS);
    await db()
      .update(patientSessions)
      .set({ createdAt: dayAgo })
      .where(eq(patientSessions.idHash, hashOf(idOf(cookie))));
    const now = new Date();
    const session = (await findPatientSession(db(), idOf(cookie), now, rules()))!;
    const renewals = await Promise.all([1, 2, 3].map(() => renewPatientSession(db(), idOf(cookie), session, now)));
    expect(renewals.filter(Boolean)).toHaveLength(1);
  });

  it("ends with its record's merge into another: the patient signs in again", async () => {
    const merging = await patientRecord(t, "merging@example.com");
    const cookie = await signInAsPatient(t, "merging@example.com");
    const into = await patientRecord(t, "merged-into@example.com");
    await db().update(patients).set({ mergedIntoId: into, mergedAt: new Date() }).where(eq(patients.id, merging));
    expect(await pages().patientSession(pageRequest(cookie))).toBeNull();
  });
});

describe("signing out everywhere", () => {
  it("ends every session of the patient and no one else's, audited by ids only", async () => {
    const patientId = await patientRecord(t, "everywhere@example.com", "Eve Everywhere");
    await patientRecord(t, "bystander@example.com");
    const [phone, laptop, tablet] = [
      await signInAsPatient(t, "everywhere@example.com"),
      await signInAsPatient(t, "everywhere@example.com"),
      await signInAsPatient(t, "everywhere@example.com"),
    ];
    const bystander = await signInAsPatient(t, "bystander@example.com");

    await pages().patient.signOut(pageRequest(phone!));
    expect(await pages().patientSession(pageRequest(phone!))).toBeNull();
    expect(await pages().patientSession(pageRequest(laptop!))).not.toBeNull();

    const { setCookie } = await pages().patient.signOutEverywhere(pageRequest(laptop!));
    expect(setCookie).toMatch(/^patient_session=; Max-Age=0;/);
    for (const cookie of [laptop!, tablet!]) expect(await pages().patientSession(pageRequest(cookie))).toBeNull();
    expect(await pages().patientSession(pageRequest(bystander))).not.toBeNull();
    expect(await db().select().from(patientSessions).where(eq(patientSessions.patientId, patientId))).toEqual([]);

    const audit = await db().select().from(auditEvents).where(eq(auditEvents.patientId, patientId));
    expect(audit.map((event) => [event.action, event.actor]).sort()).toEqual(
      [
        ["patient.sign_in", "patient"],
        ["patient.sign_in", "patient"],
        ["patient.sign_in", "patient"],
        ["patient.sign_out", "patient"],
        ["patient.sign_out_everywhere", "patient"],
      ].sort(),
    );
    expect(audit.find((event) => event.action === "patient.sign_out_everywhere")!.details).toEqual({ sessions: 2 });
    const written = JSON.stringify(audit);
    for (const personal of ["everywhere@example.com", "Eve", idOf(laptop!), hashOf(idOf(laptop!))]) expect(written).not.toContain(personal);
  });

  it("does nothing without a session", async () => {
    const { setCookie } = await pages().patient.signOutEverywhere(pageRequest());
    expect(setCookie).toMatch(/^patient_session=; Max-Age=0;/);
  });
});
