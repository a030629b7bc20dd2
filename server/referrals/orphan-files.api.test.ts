import { readdir, utimes } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReferralInput } from "#contracts/referral.ts";
import { referralFiles } from "#db/schema/referrals.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { samplePdf, toDataUrl } from "#tests/support/sample-documents.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { quarantineFolder } from "#integrations/storage/encrypted-file-store.ts";
import { quarantineOrphanReferralFiles } from "./orphan-files.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 60_000);
afterAll(() => testApp.close());

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

const storeFolder = () => path.join(testApp.services.config.dataDir, "referral-files");

/** Makes a stored file look written two hours ago (a crash long past, not a referral being stored now). */
async function age(key: string) {
  await utimes(path.join(storeFolder(), `${key}.enc`), twoHoursAgo(), twoHoursAgo());
}

describe("orphaned referral files", () => {
  it("leaves every file where it is while the database names no document at all (another or a restored database)", async () => {
    const files = testApp.services.referralFiles;
    const restoredElsewhere = await files.put(samplePdf("A document of another database"));
    await age(restoredElsewhere);
    expect(await quarantineOrphanReferralFiles(testApp.services.database.db, files)).toEqual({
      quarantined: [],
      skippedEmptyDatabase: true,
    });
    expect((await files.list()).map((file) => file.key)).toContain(restoredElsewhere);
    await files.delete(restoredElsewhere);
  });

  it("moves an old file no referral refers to into the quarantine, keeping referred files and files being written now", async () => {
    const files = testApp.services.referralFiles;
    const referral = {
      ...sampleReferral,
      attachment: { filename: "report.pdf", contentType: "application/pdf", data: toDataUrl(samplePdf("Report"), "application/pdf") },
    } satisfies ReferralInput;
    const response = await testApp.app.request("/api/referrals", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(referral),
    });
    expect(response.status).toBe(201);
    const [stored] = await testApp.services.database.db.select().from(referralFiles);
    expect(stored).toBeDefined();

    // What a crash between writing the file and committing the referral leaves behind.
    const orphan = await files.put(samplePdf("Nobody's document"));
    const recent = await files.put(samplePdf("A referral being stored right now"));
    await age(orphan);
    await age(stored!.storageKey);

    expect(await quarantineOrphanReferralFiles(testApp.services.database.db, files)).toEqual({
      quarantined: [orphan],
      skippedEmptyDatabase: false,
    });
    const left = (await files.list()).map((file) => file.key).sort();
    expect(left).toEqual([stored!.storageKey, recent].sort());
    // Moved, not deleted: a person can put it back, and it still decrypts with the same key.
    expect(await readdir(quarantineFolder(storeFolder()))).toEqual([`${orphan}.enc`]);
    // A second round finds nothing more to do.
    expect(await quarantineOrphanReferralFiles(testApp.services.database.db, files)).toEqual({
      quarantined: [],
      skippedEmptyDatabase: false,
    });
  });
});
