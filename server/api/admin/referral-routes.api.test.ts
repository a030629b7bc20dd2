import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#contracts/admin.ts";
import type { AdminCounts, AdminReferral, AdminReferralSummary } from "#contracts/admin-inbox.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { samplePdf, toDataUrl } from "#tests/support/sample-documents.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/** The referrals in the admin, the document decrypted for the admin only, audited. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
let address = 1;
const pdf = samplePdf("Operation report: left ACL", 40_000);

async function submit(body: object): Promise<string> {
  const response = await t.app.request(
    "/api/referrals",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...sampleReferral, ...body }) },
    { incoming: { socket: { remoteAddress: `10.9.0.${address++}` } } },
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const get = (path: string, withSession = true) => t.app.request(path, { headers: withSession ? headers : {} });
const post = (path: string) =>
  t.app.request(path, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: "{}" });
const json = async <T>(response: Response | Promise<Response>) => {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(200);
  return (await answered.json()) as T;
};

let withDocument: string;
let plain: string;

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  headers = await signInAsAdmin(t.app);
  plain = await submit({ patientName: "Alex Older" });
  withDocument = await submit({
    patientName: "Jo Newer",
    joinNetwork: true,
    email: "Clinician@Northside.example",
    attachment: { filename: "op-report.pdf", contentType: "application/pdf", data: toDataUrl(pdf, "application/pdf") },
  });
});
afterAll(() => t.close());

describe("the referrals list and detail", () => {
  it("answers 401 without a session", async () => {
    for (const path of [
      "/api/admin/referrals",
      `/api/admin/referrals/${withDocument}`,
      `/api/admin/referrals/${withDocument}/document`,
      "/api/admin/network-members.csv",
    ]) {
      const response = await get(path, false);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: "Please sign in." });
    }
  });

  it("lists the referrals newest first, unhandled, with whether a document and the opt-in are there", async () => {
    const list = await json<AdminReferralSummary[]>(get("/api/admin/referrals"));
    expect(list.map((r) => [r.id, r.patientName, r.hasDocument, r.joinNetwork, r.handledAt])).toEqual([
      [withDocument, "Jo Newer", true, true, null],
      [plain, "Alex Older", false, false, null],
    ]);
    expect((await json<AdminCounts>(get("/api/admin/counts"))).unhandledReferrals).toBe(2);
  });

  it("shows every field of one referral, its clinical notes and its document's record", async () => {
    const referral = await json<AdminReferral>(get(`/api/admin/referrals/${withDocument}`));
    expect(referral).toMatchObject({
      referrerName: sampleReferral.referrerName,
      clinicName: sampleReferral.clinicName,
      referrerEmail: "Clinician@Northside.example",
      referrerPhone: sampleReferral.phone,
      patientName: "Jo Newer",
      patientEmail: sampleReferral.patientEmail,
      clinicalNotes: sampleReferral.notes,
      joinNetwork: true,
      document: { filename: "op-report.pdf", contentType: "application/pdf", sizeBytes: pdf.length },
    });
  });

  it("refuses an id that is not one (400) and an unknown one (404)", async () => {
    expect((await get("/api/admin/referrals/not-an-id")).status).toBe(400);
    const unknown = await get("/api/admin/referrals/0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "This referral does not exist." });
    expect((await get(`/api/admin/referrals/${plain}/document`)).status).toBe(404);
  });
});

describe("the referral's document", () => {
  it("downloads byte-exact after decryption, as an attachment never cached or sniffed, and audits it", async () => {
    const response = await get(`/api/admin/referrals/${withDocument}/document`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="op-report.pdf"; filename*=UTF-8''op-report.pdf`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);

    const audit = await json<AuditEntry[]>(get("/api/admin/audit"));
    const downloads = audit.filter((entry) => entry.action === "referral.document_downloaded");
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.details).toMatchObject({ referralId: withDocument, sizeBytes: pdf.length });
    expect(JSON.stringify(downloads[0])).not.toContain("Jo Newer");
  });

  it("is refused without a session, and such a refusal is no download in the audit log", async () => {
    expect((await get(`/api/admin/referrals/${withDocument}/document`, false)).status).toBe(401);
    const audit = await json<AuditEntry[]>(get("/api/admin/audit"));
    expect(audit.filter((entry) => entry.action === "referral.document_downloaded")).toHaveLength(1);
  });
});

describe("'Mark handled' and the network export", () => {
  it("marks a referral handled, audits it, and the count of new referrals falls", async () => {
    const handled = await json<AdminReferral>(post(`/api/admin/referrals/${plain}/handled`));
    expect(handled.handledAt).not.toBeNull();
    expect((await json<AdminCounts>(get("/api/admin/counts"))).unhandledReferrals).toBe(1);
    const audit = await json<AuditEntry[]>(get("/api/admin/audit"));
    expect(audit.find((entry) => entry.action === "referral.handled")?.details).toEqual({ referralId: plain });
    expect((await post("/api/admin/referrals/0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f/handled")).status).toBe(404);
  });

  it("exports the clinicians who opted in as CSV with a byte-order mark", async () => {
    const response = await get("/api/admin/network-members.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        Name: sampleReferral.referrerName,
        Organisation: sampleReferral.clinicName,
        Email: "clinician@northside.example",
        Consented: expect.stringMatching(/^\d{4}-/) as unknown as string,
      },
    ]);
  });
});
