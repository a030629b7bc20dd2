import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientApi, patientSignInMessages } from "#contracts/patient-sign-in-messages.ts";
import { SIGN_IN_LINK_MS } from "#core/patients/sign-in-rules.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { patients, patientSessions, patientSignInLinks } from "#db/schema/patients.ts";
import { pageContextOf } from "#server/page-context.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { freshAddress, mailedSignInToken, pageRequest, patientRecord } from "#tests/support/patient-session.ts";
import { requestSignInLink, signInAddressLimit, signInEmailLimit } from "./sign-in-links.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://clinic.example" });
});
afterAll(() => t.close());

const db = () => t.services.database.db;
const pages = () => pageContextOf(t.services, freshAddress()).patient;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Everything an asker can see of an answer: its status, its headers but the request's id, its bytes. */
async function answerOf(browser: TestBrowser, email: string) {
  const { status, headers, body } = await browser.post(patientApi.signInLink, { email });
  const seen = [...headers].filter(([name]) => name !== "x-request-id");
  return { status, headers: seen, body: JSON.stringify(body) };
}

async function mailsTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

async function linksOf(patientId: string) {
  return db().select().from(patientSignInLinks).where(eq(patientSignInLinks.patientId, patientId));
}

describe("asking for a sign-in link", () => {
  it("answers a patient's email and a stranger's byte for byte alike, and writes a link and a mail for the patient only", async () => {
    const patientId = await patientRecord(t, "Known.Patient@example.com");
    const linksBefore = (await db().select().from(patientSignInLinks)).length;
    const browser = new TestBrowser(t.app);
    const known = await answerOf(browser, "  known.patient@EXAMPLE.com ");
    const unknown = await answerOf(browser, "nobody-here@example.com");
    expect(known).toEqual(unknown);
    expect(known.status).toBe(202);
    expect(JSON.parse(known.body)).toEqual({ message: patientSignInMessages.linkSent });

    expect(await linksOf(patientId)).toHaveLength(1);
    expect((await db().select().from(patientSignInLinks)).length).toBe(linksBefore + 1);
    expect(await mailsTo("known.patient@EXAMPLE.com")).toHaveLength(1);
    expect(await mailsTo("nobody-here@example.com")).toEqual([]);
  });

  it("mails a 256-bit random token, valid 15 minutes, keeping only its SHA-256, under a subject that says nothing of care", async () => {
    const patientId = await patientRecord(t, "token@example.com");
    const before = Date.now();
    const address = freshAddress();
    await requestSignInLink(t.services, { email: "token@example.com" }, address);
    const first = await mailedSignInToken(t, "token@example.com");
    await requestSignInLink(t.services, { email: "token@example.com" }, address);
    const second = await mailedSignInToken(t, "token@example.com");

    for (const token of [first, second]) expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(first).not.toBe(second);
    const links = await linksOf(patientId);
    expect(links.map((link) => link.tokenHash).sort()).toEqual([sha256(first), sha256(second)].sort());
    expect(JSON.stringify(links)).not.toContain(first);
    for (const link of links) {
      expect(link.usedAt).toBeNull();
      expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBe(SIGN_IN_LINK_MS);
      expect(link.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    const [mail] = await mailsTo("token@example.com");
    expect(mail).toMatchObject({ kind: "patient-sign-in-link", subject: "Your sign-in link for ACL Telehealth Physio" });
    expect(mail!.textBody).toContain(`https://clinic.example/sign-in/${first}`);
    expect(mail!.textBody).not.toContain("Pat Patient");
  });

  it("makes no link for a record merged into another: its email is a stranger's", async () => {
    const live = await patientRecord(t, "merged-live@example.com");
    const [merged] = await db()
      .insert(patients)
      .values({
        name: "Old",
        email: "merged-old@example.com",
        emailKey: "merged-old@example.com",
        mergedIntoId: live,
        mergedAt: new Date(),
      })
      .returning();
    await requestSignInLink(t.services, { email: "merged-old@example.com" }, freshAddress());
    expect(await linksOf(merged!.id)).toEqual([]);
    expect(await mailsTo("merged-old@example.com")).toEqual([]);
  });

  it("refuses an address that is not one with the form's words", async () => {
    const { status, body } = await new TestBrowser(t.app).post(patientApi.signInLink, { email: "not an email" });
    expect(status).toBe(400);
    expect(body).toEqual({ error: patientSignInMessages.email, fields: { email: patientSignInMessages.email } });
  });
});

describe("the link", () => {
  it("opens without being used (a mail scanner's visit changes nothing), then signs in once", async () => {
    const patientId = await patientRecord(t, "once@example.com");
    await requestSignInLink(t.services, { email: "once@example.com" }, freshAddress());
    const token = await mailedSignInToken(t, "once@example.com");
    expect(await pages().isLinkUsable(token)).toBe(true);
    expect(await pages().isLinkUsable(token)).toBe(true);

    const signedIn = await pages().signIn(pageRequest(), token);
    expect(signedIn.ok).toBe(true);
    expect((await linksOf(patientId))[0]!.usedAt).not.toBeNull();

    expect(await pages().isLinkUsable(token)).toBe(false);
    expect(await pages().signIn(pageRequest(), token)).toEqual({
      ok: false,
      refusal: { status: 404, error: patientSignInMessages.linkUnusable },
    });
  });

  it("signs in once however many presses arrive together", async () => {
    const patientId = await patientRecord(t, "together@example.com");
    await requestSignInLink(t.services, { email: "together@example.com" }, freshAddress());
    const token = await mailedSignInToken(t, "together@example.com");
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => pages().signIn(pageRequest(), token)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await db().select().from(patientSessions).where(eq(patientSessions.patientId, patientId))).toHaveLength(1);
  });

  it("works for 15 minutes after it was asked for, not after", async () => {
    await patientRecord(t, "late@example.com");
    const minute = 60_000;
    await requestSignInLink(t.services, { email: "late@example.com" }, freshAddress(), new Date(Date.now() - SIGN_IN_LINK_MS + minute));
    const fresh = await mailedSignInToken(t, "late@example.com");
    expect(await pages().isLinkUsable(fresh)).toBe(true);
    await requestSignInLink(t.services, { email: "late@example.com" }, freshAddress(), new Date(Date.now() - SIGN_IN_LINK_MS));
    const stale = await mailedSignInToken(t, "late@example.com");
    expect(stale).not.toBe(fresh);
    expect(await pages().isLinkUsable(stale)).toBe(false);
    expect((await pages().signIn(pageRequest(), stale)).ok).toBe(false);
    expect((await pages().signIn(pageRequest(), fresh)).ok).toBe(true);
  });

  it("refuses an unknown or malformed token with the same words as a used one", async () => {
    const unusable = { ok: false, refusal: { status: 404, error: patientSignInMessages.linkUnusable } };
    for (const token of ["A".repeat(43), "short", "../../etc/passwd", ""]) {
      expect(await pages().isLinkUsable(token)).toBe(false);
      expect(await pages().signIn(pageRequest(), token)).toEqual(unusable);
    }
  });
});

describe("the limits", () => {
  it("count every request per address, and refuse a patient's and a stranger's alike", async () => {
    await patientRecord(t, "limited-known@example.com");
    const browser = new TestBrowser(t.app);
    for (let i = 0; i < signInAddressLimit.limit; i++) {
      expect((await browser.post(patientApi.signInLink, { email: `limit-${i}@example.com` })).status).toBe(202);
    }
    const known = await answerOf(browser, "limited-known@example.com");
    const unknown = await answerOf(browser, "limited-unknown@example.com");
    expect(known.status).toBe(429);
    expect(JSON.parse(known.body)).toEqual({ error: patientSignInMessages.tooMany });
    expect(known).toEqual(unknown);
    expect(await mailsTo("limited-known@example.com")).toEqual([]);
    // Another address is counted apart.
    expect((await new TestBrowser(t.app).post(patientApi.signInLink, { email: "limited-known@example.com" })).status).toBe(202);
  });

  it("count every request per email, whatever the address, for a patient's email and a stranger's alike", async () => {
    await patientRecord(t, "flooded@example.com");
    const answers = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i <= signInEmailLimit.limit; i++) {
      answers.known.push((await new TestBrowser(t.app).post(patientApi.signInLink, { email: "Flooded@example.com" })).status);
      answers.unknown.push((await new TestBrowser(t.app).post(patientApi.signInLink, { email: "stranger-flood@example.com" })).status);
    }
    const expected = [...Array<number>(signInEmailLimit.limit).fill(202), 429];
    expect(answers).toEqual({ known: expected, unknown: expected });
    expect(await mailsTo("Flooded@example.com")).toHaveLength(signInEmailLimit.limit);
  });
});
