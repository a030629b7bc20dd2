import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "#db/schema/mail.ts";
import { networkMembers, referralFiles, referrals } from "#db/schema/referrals.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { samplePdf, samplePng, toDataUrl } from "#tests/support/sample-documents.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { readReferralFile } from "#server/referrals/referral-files.ts";
import { practice } from "#core/practice.ts";
import { referrerLimit } from "#server/referrals/receive-referral.ts";
import { MAX_REFERRAL_BODY_BYTES, REFERRALS_ADDRESS_CEILING } from "./routes.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const valid = sampleReferral;

let testApp: TestApp;
let address = 0;

beforeAll(async () => {
  // Each test speaks from its own address, so the per-address rate limit is tested on its own terms.
  testApp = await createTestApp({ TRUST_PROXY: "true" });
}, 60_000);
afterAll(() => testApp.close());
beforeEach(() => {
  address += 1;
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return testApp.app.request("/api/referrals", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${address}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const db = () => testApp.services.database.db;
const filesDir = () => path.join(testApp.services.config.dataDir, "referral-files");

async function counts() {
  const [r] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(referrals);
  const [f] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(referralFiles);
  const [m] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox);
  const onDisk = await readdir(filesDir()).catch(() => []);
  return { referrals: r?.n, files: f?.n, mails: m?.n, onDisk: onDisk.length };
}

describe("POST /api/referrals: a good referral", () => {
  it("stores the referral and writes the practice's mail and the referrer's acknowledgement", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const [row] = await db().select().from(referrals).where(eq(referrals.id, id));
    expect(row).toMatchObject({
      referrerName: "Dr Priya Nair",
      clinicName: "Northside Sports Medicine",
      referrerEmail: "priya@northside.example",
      patientName: "Sam Taylor",
      joinNetwork: false,
    });
    // The notes are stored encrypted (referral-notes.api.test.ts) and open to what was sent.
    expect(row!.clinicalNotes).not.toContain(valid.notes);
    expect(testApp.services.referralNotes.open(id, row!.clinicalNotes)).toBe(valid.notes);

    const mails = await db().select().from(mailOutbox);
    const practice = mails.find((m) => m.kind === "referral-practice");
    const ack = mails.find((m) => m.kind === "referral-ack");
    expect(practice?.toAddress).toBe(testApp.services.config.mail.practiceMailbox);
    expect(practice?.replyTo).toBe("priya@northside.example");
    expect(practice?.textBody).toContain("Sam Taylor");
    expect(practice?.textBody).toContain("Quads lag at 6 weeks");
    expect(practice?.attachments).toEqual([]);

    expect(ack?.toAddress).toBe("priya@northside.example");
    for (const body of [ack?.textBody ?? "", ack?.htmlBody ?? "", ack?.subject ?? ""]) {
      expect(body).toContain("S.T.");
      expect(body).not.toContain("Sam");
      expect(body).not.toContain("Taylor");
      expect(body).not.toContain("sam.taylor@example.com");
      expect(body).not.toContain("hamstring");
    }
  });

  it("stores a PDF encrypted on disk, byte-exact when read back, and references it from the practice's mail", async () => {
    const pdf = samplePdf("Operation report: Sam Taylor, ACL reconstruction");
    const response = await post({
      ...valid,
      attachment: { filename: "op-report.pdf", contentType: "application/pdf", data: toDataUrl(pdf, "application/pdf") },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const [file] = await db().select().from(referralFiles).where(eq(referralFiles.referralId, id));
    expect(file).toMatchObject({ filename: "op-report.pdf", contentType: "application/pdf", sizeBytes: pdf.length });
    const onDisk = await readFile(path.join(filesDir(), `${file?.storageKey}.enc`));
    expect(onDisk.includes(Buffer.from("%PDF"))).toBe(false);
    expect(onDisk.includes(Buffer.from("Sam Taylor"))).toBe(false);
    expect(Buffer.from(await readReferralFile(db(), testApp.services.referralFiles, file?.id ?? ""))).toEqual(pdf);

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "referral-practice"));
    const practice = mails.at(-1);
    expect(practice?.attachments).toEqual([
      { filename: "op-report.pdf", contentType: "application/pdf", ref: { type: "referral-file", id: file?.id } },
    ]);
    const ack = (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "referral-ack"))).at(-1);
    expect(ack?.attachments).toEqual([]);
    expect(ack?.textBody).not.toContain("op-report");
  });

  it("records the content's type, and a file name without folders", async () => {
    const png = samplePng();
    const response = await post({
      ...valid,
      attachment: { filename: "C:\\scans\\knee.png", contentType: "image/png", data: toDataUrl(png, "image/png") },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [file] = await db().select().from(referralFiles).where(eq(referralFiles.referralId, id));
    expect(file).toMatchObject({ filename: "knee.png", contentType: "image/png", sizeBytes: png.length });
  });

  it("records the network opt-in once per address", async () => {
    expect((await post({ ...valid, email: "lee@physio.example", joinNetwork: true })).status).toBe(201);
    expect((await post({ ...valid, email: "LEE@physio.example", joinNetwork: true })).status).toBe(201);
    const members = await db().select().from(networkMembers).where(eq(networkMembers.email, "lee@physio.example"));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ name: "Dr Priya Nair", organisation: "Northside Sports Medicine", source: "referral-form" });
    expect((await post({ ...valid, email: "nojoin@physio.example" })).status).toBe(201);
    expect(await db().select().from(networkMembers).where(eq(networkMembers.email, "nojoin@physio.example"))).toEqual([]);
  });
});

describe("POST /api/referrals: refused input never answers 5xx and never stores anything", () => {
  const text = Buffer.from("These are my notes about the patient, typed in a text editor.");
  const pdfOf = (bytes: Uint8Array, filename = "report.pdf", contentType = "application/pdf") => ({
    filename,
    contentType,
    data: toDataUrl(bytes, contentType),
  });
  const cases: [string, unknown, number, Record<string, string> | undefined][] = [
    ["an empty object", {}, 400, { referrerName: "Please enter your name", patientEmail: "Please enter a valid patient email address" }],
    ["a bad referrer email", { ...valid, email: "priya@" }, 400, { email: "Please enter a valid email address" }],
    ["a short phone number", { ...valid, phone: "9123" }, 400, { phone: "Please enter a valid clinic phone number" }],
    ["a one-letter patient name", { ...valid, patientName: "S" }, 400, { patientName: "Please enter the patient's name" }],
    [
      "a text file",
      { ...valid, attachment: pdfOf(text, "notes.txt", "text/plain") },
      400,
      { attachment: "Only PDF, Word, JPEG and PNG files are accepted" },
    ],
    [
      "a text file renamed .pdf",
      { ...valid, attachment: pdfOf(text) },
      400,
      { attachment: "Only PDF, Word, JPEG and PNG files are accepted" },
    ],
    [
      "a PNG declared as a PDF",
      { ...valid, attachment: pdfOf(samplePng()) },
      400,
      { attachment: "Only PDF, Word, JPEG and PNG files are accepted" },
    ],
    ["two files", { ...valid, attachment: [pdfOf(samplePdf()), pdfOf(samplePdf())] }, 400, { attachment: "Please upload a single file" }],
    [
      "a file over 5 MB after decoding",
      { ...valid, attachment: pdfOf(samplePdf("x", 5 * 1024 * 1024 + 1)) },
      400,
      { attachment: "File size must be less than 5MB" },
    ],
    [
      "data that is not base64",
      { ...valid, attachment: { filename: "a.pdf", contentType: "application/pdf", data: "data:application/pdf;base64,@@@" } },
      400,
      { attachment: "The file could not be read. Please choose it again." },
    ],
    [
      "an attachment that is a string",
      { ...valid, attachment: "report.pdf" },
      400,
      { attachment: "The file could not be read. Please choose it again." },
    ],
    ["a JSON array", [valid], 400, undefined],
    ["JSON null", null, 400, undefined],
  ];

  it.each(cases)("%s", async (_name, body, status, fields) => {
    const before = await counts();
    const response = await post(body);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: string; fields?: Record<string, string> };
    expect(typeof answer.error).toBe("string");
    if (fields) {
      expect(answer.fields).toMatchObject(fields);
      expect(Object.values(fields)).toContain(answer.error);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a body that is not JSON, or not declared as JSON", async () => {
    const before = await counts();
    const broken = await post("{ not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "The referral could not be read. Please try again." });
    const form = await post("referrerName=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it("refuses a body over the limit from its declared length, before reading it", async () => {
    const before = await counts();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
        if (pulled > 200) controller.close();
      },
    });
    const response = await testApp.app.request("/api/referrals", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(MAX_REFERRAL_BODY_BYTES + 1),
        "x-forwarded-for": `203.0.113.${address}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "File size must be less than 5MB" });
    // The stream may have been primed with a chunk or two, never read through.
    expect(pulled).toBeLessThan(5);
    expect(await counts()).toEqual(before);
  });

  it("refuses a streamed body as soon as it passes the limit, without a declared length", async () => {
    const before = await counts();
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
        if (sent > 3 * MAX_REFERRAL_BODY_BYTES) controller.close();
      },
    });
    const response = await testApp.app.request("/api/referrals", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked", "x-forwarded-for": `203.0.113.${address}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(MAX_REFERRAL_BODY_BYTES + 2 * chunk.length);
    expect(await counts()).toEqual(before);
  });

  it("accepts the largest valid referral under the body limit", async () => {
    const big = samplePdf("Largest", 5 * 1024 * 1024);
    const body = JSON.stringify({
      ...valid,
      notes: "\u2028".repeat(5000),
      attachment: { filename: `${"n".repeat(250)}.pdf`, contentType: "application/pdf", data: toDataUrl(big, "application/pdf") },
    });
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_REFERRAL_BODY_BYTES);
    const response = await post(body);
    expect(response.status).toBe(201);
  });
});

describe("POST /api/referrals: limits and repeats", () => {
  it(`limits one referrer at one address to ${referrerLimit.limit} referrals an hour, with when to retry and how else to reach us`, async () => {
    for (let i = 0; i < referrerLimit.limit; i++) expect((await post({ ...valid, patientName: `Patient ${i}` })).status).toBe(201);
    const before = await counts();
    const response = await post({ ...valid, patientName: "One more" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    const { error } = (await response.json()) as { error: string };
    expect(error).toContain(practice.phoneDisplay);
    expect(error).toContain(practice.email);
    expect(await counts()).toEqual(before);
    // A colleague at the same hospital is not locked out.
    expect((await post({ ...valid, email: "colleague@northside.example" })).status).toBe(201);
  });

  it(`keeps a ceiling of ${REFERRALS_ADDRESS_CEILING} referrals an hour per address, before reading the body`, async () => {
    for (let i = 0; i < REFERRALS_ADDRESS_CEILING; i++) expect((await post({})).status).toBe(400);
    const response = await post(valid);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: string }).error).toMatch(/Too many referrals/);
    address += 1;
    expect((await post({ ...valid, email: "next@northside.example" })).status).toBe(201);
  });

  it("stores the same referral sent twice, even at once, once, and answers both with its id", async () => {
    const same = {
      ...valid,
      email: "twice@northside.example",
      attachment: { filename: "r.pdf", contentType: "application/pdf", data: toDataUrl(samplePdf(), "application/pdf") },
    };
    const before = await counts();
    const answers = await Promise.all([post(same), post(same)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [first, second] = (await Promise.all(answers.map((answer) => answer.json()))) as { id: string }[];
    expect(second!.id).toBe(first!.id);
    expect(await counts()).toEqual({
      referrals: before.referrals! + 1,
      files: before.files! + 1,
      mails: before.mails! + 2,
      onDisk: before.onDisk + 1,
    });
    // Other notes are another referral.
    expect(((await (await post({ ...same, notes: "A second opinion" })).json()) as { id: string }).id).not.toBe(first!.id);
  });
});

describe("POST /api/referrals: a failure while storing", () => {
  it("leaves no referral, no mail and no file behind", async () => {
    const own = await createTestApp();
    try {
      // The network opt-in is the last write of the transaction: make it fail.
      await own.services.database.db.execute(sql`drop table network_members`);
      const response = await own.app.request("/api/referrals", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...valid,
          joinNetwork: true,
          attachment: { filename: "r.pdf", contentType: "application/pdf", data: toDataUrl(samplePdf(), "application/pdf") },
        }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: "Something went wrong on our side. Please try again later." });
      const db = own.services.database.db;
      expect(await db.select().from(referrals)).toEqual([]);
      expect(await db.select().from(referralFiles)).toEqual([]);
      expect(await db.select().from(mailOutbox)).toEqual([]);
      expect(await readdir(path.join(own.services.config.dataDir, "referral-files"))).toEqual([]);
    } finally {
      await own.close();
    }
  }, 60_000);
});
