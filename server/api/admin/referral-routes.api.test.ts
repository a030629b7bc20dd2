import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#contracts/admin.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { samplePdf, toDataUrl } from "#tests/support/sample-documents.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/** The referral's document decrypted for the admin only, audited; the network's opt-ins as CSV. */

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

describe("the referrals' downloads", () => {
  it("answer 401 without a session", async () => {
    for (const path of [`/api/admin/referrals/${withDocument}/document`, "/api/admin/network-members.csv"]) {
      const response = await get(path, false);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: "Please sign in." });
    }
  });

  it("refuse an id that is not one (400), and a referral without a document (404)", async () => {
    expect((await get("/api/admin/referrals/not-an-id/document")).status).toBe(400);
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

describe("the network export", () => {
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

  it("writes a cell a spreadsheet would run as a formula behind a ', and reads back otherwise as given", async () => {
    await submit({
      referrerName: '=HYPERLINK("https://evil.example/x","Open")',
      clinicName: "@SUM(1+1)",
      email: "+1@evil.example",
      patientName: "Formula Patient",
      joinNetwork: true,
    });
    const bytes = Buffer.from(await (await get("/api/admin/network-members.csv")).arrayBuffer());
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.at(-1)).toMatchObject({
      Name: '\'=HYPERLINK("https://evil.example/x","Open")',
      Organisation: "'@SUM(1+1)",
      Email: "'+1@evil.example",
    });
    expect(rows.at(0)).toMatchObject({ Name: sampleReferral.referrerName, Organisation: sampleReferral.clinicName });
  });
});
