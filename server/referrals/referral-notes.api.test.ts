import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referrals } from "#db/schema/referrals.ts";
import { resolveFileKey } from "#integrations/storage/file-key.ts";
import { SealError } from "#integrations/storage/sealed-box.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createReferralNotesCipher, sealPlaintextNotes, SEALED_NOTES_PREFIX } from "./referral-notes.ts";

/** Referral clinical notes are encrypted at rest, with the referral documents' key. */
let t: Awaited<ReturnType<typeof createTestApp>>;
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function submit(notes: string): Promise<string> {
  const response = await t.app.request("/api/referrals", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...sampleReferral, notes }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("referral clinical notes at rest", () => {
  it("are stored as ciphertext and read back by the documents' key", async () => {
    const notes = "Left ACL reconstruction 12 March, hamstring graft. Quads lag at 6 weeks.";
    const id = await submit(notes);
    const [row] = await db().select({ notes: referrals.clinicalNotes }).from(referrals).where(eq(referrals.id, id));
    expect(row!.notes.startsWith(SEALED_NOTES_PREFIX)).toBe(true);
    for (const word of ["ACL", "hamstring", "Quads"]) expect(row!.notes).not.toContain(word);

    // The key the referral documents are encrypted with (generated in DATA_DIR outside production) opens them.
    const documentsKey = resolveFileKey(t.services.config.referralFileKey, t.services.config.dataDir);
    expect(createReferralNotesCipher(documentsKey).open(id, row!.notes)).toBe(notes);
    expect(() => createReferralNotesCipher(randomBytes(32)).open(id, row!.notes)).toThrow(SealError);

    // Notes copied onto another referral do not open there.
    const other = await submit("");
    expect(() => t.services.referralNotes.open(other, row!.notes)).toThrow(SealError);
    expect(
      t.services.referralNotes.open(other, (await db().select().from(referrals).where(eq(referrals.id, other)))[0]!.clinicalNotes),
    ).toBe("");
  });

  it("written in plaintext before encryption are sealed at start, once", async () => {
    const [old] = await db()
      .insert(referrals)
      .values({ ...legacyColumns(), clinicalNotes: "Written before encryption: medial meniscus repair" })
      .returning({ id: referrals.id });
    const sealed = await sealPlaintextNotes(db(), t.services.referralNotes);
    expect(sealed).toBe(1);
    const [row] = await db().select({ notes: referrals.clinicalNotes }).from(referrals).where(eq(referrals.id, old!.id));
    expect(row!.notes).not.toContain("meniscus");
    expect(t.services.referralNotes.open(old!.id, row!.notes)).toBe("Written before encryption: medial meniscus repair");
    expect(await sealPlaintextNotes(db(), t.services.referralNotes)).toBe(0);
    const [plain] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(referrals)
      .where(sql`${referrals.clinicalNotes} not like ${`${SEALED_NOTES_PREFIX}%`}`);
    expect(plain!.count).toBe(0);
  });
});

function legacyColumns() {
  return {
    referrerName: sampleReferral.referrerName,
    clinicName: sampleReferral.clinicName,
    referrerEmail: sampleReferral.email,
    referrerPhone: sampleReferral.phone,
    patientName: sampleReferral.patientName,
    patientEmail: sampleReferral.patientEmail,
  };
}
