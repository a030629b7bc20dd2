import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminFiles } from "#contracts/admin-paths.ts";
import { recordExportSchema } from "#contracts/record-export.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { patients } from "#db/schema/patients.ts";
import { adminPages } from "#server/pages/admin-pages.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { pdftotext } from "#tests/support/pdf-tools.ts";
import { seedPatientRecord, type SeededRecord } from "#tests/support/patient-record-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

const unknownId = "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f";

describe("the record export's downloads and page", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let record: SeededRecord;
  let merged: SeededRecord;

  beforeAll(async () => {
    t = await createTestApp(testAdminSettings);
    headers = await signInAsAdmin(t.app);
    record = await seedPatientRecord(t.services, { name: "Noa Levi", email: "noa@example.com" });
    merged = await seedPatientRecord(t.services, { name: "Noa L", email: "noa.old@example.com" });
    await t.services.database.db
      .update(patients)
      .set({ mergedIntoId: record.patientId, mergedAt: new Date() })
      .where(eq(patients.id, merged.patientId));
  });
  afterAll(() => t.close());

  const exportsOf = (patientId: string) =>
    t.services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "record.exported"), eq(auditEvents.patientId, patientId)));

  it.each(["json", "pdf"] as const)("serves the %s as a private attachment, audited", async (format) => {
    const response = await t.app.request(adminFiles.patientRecord(record.patientId, format), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(format === "json" ? "application/json" : "application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="health-record-[0-9a-f]{8}-\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await response.arrayBuffer());
    if (format === "json") {
      const exported = recordExportSchema.parse(JSON.parse(bytes.toString("utf8")));
      expect(exported.patient.id).toBe(record.patientId);
      expect(exported.patient.mergedRecords.map((member) => member.id)).toEqual([merged.patientId]);
    } else {
      const text = await pdftotext(bytes);
      expect(text).toContain("Noa Levi");
      expect(text).toContain("CLINICAL NOTES");
    }
    expect((await exportsOf(record.patientId)).map((event) => event.details)).toContainEqual({ format });
  });

  it("refuses without a session, and answers 404 for an unknown or merged-away record, auditing nothing", async () => {
    expect((await t.app.request(adminFiles.patientRecord(record.patientId, "pdf"))).status).toBe(401);
    const unknown = await t.app.request(adminFiles.patientRecord(unknownId, "json"), { headers });
    expect(unknown.status).toBe(404);
    const away = await t.app.request(adminFiles.patientRecord(merged.patientId, "json"), { headers });
    expect(away.status).toBe(404);
    expect(await away.json()).toEqual({ error: "This record was merged into another: export that one." });
    expect((await t.app.request("/api/admin/patients/not-an-id/record.json", { headers })).status).toBe(400);
    expect(await exportsOf(merged.patientId)).toEqual([]);
  });

  it("shows the page what the record holds and until when it is kept, and a merged record where it went", async () => {
    const pages = adminPages(t.services, "203.0.113.9");
    const view = await pages.recordExport(record.patientId);
    expect(view).toMatchObject({
      patientId: record.patientId,
      name: "Noa Levi",
      mergedIntoId: null,
      counts: { appointments: 4, referrals: 2, contactMessages: 2, intakes: 2, clinicalNotes: 2, playlists: 2, sessionLogs: 2 },
      retention: { keepUntil: null },
    });
    expect(await pages.recordExport(merged.patientId)).toMatchObject({ mergedIntoId: record.patientId });
    expect(await pages.recordExport(unknownId)).toBeNull();
    expect(await pages.recordExport("not-an-id")).toBeNull();
  });

  it("keeps a record until a date the practitioner sets, audited without the date, and clears it", async () => {
    const pages = adminPages(t.services, "203.0.113.9");
    const before = (await pages.recordExport(record.patientId))!.retention.deletableFrom;
    expect(await pages.keepRecordUntil(record.patientId, { keepUntil: "2045-03-04" })).toEqual({ ok: true, value: undefined });
    expect((await pages.recordExport(record.patientId))!.retention).toMatchObject({
      keepUntil: "2045-03-04",
      deletableFrom: "2045-03-04T13:00:00.000Z",
    });
    expect(await pages.keepRecordUntil(record.patientId, { keepUntil: "" })).toEqual({ ok: true, value: undefined });
    expect((await pages.recordExport(record.patientId))!.retention).toMatchObject({ keepUntil: null, deletableFrom: before });
    const events = await t.services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "record.keep_until_set"), eq(auditEvents.patientId, record.patientId)));
    expect(events.map((event) => event.details)).toEqual([{ kept: true }, { kept: false }]);
    expect(await pages.keepRecordUntil(merged.patientId, { keepUntil: "2045-03-04" })).toMatchObject({
      ok: false,
      refusal: { status: 404 },
    });
    expect(await pages.keepRecordUntil("not-an-id", { keepUntil: "2045-03-04" })).toMatchObject({ ok: false, refusal: { status: 400 } });
  });
});
