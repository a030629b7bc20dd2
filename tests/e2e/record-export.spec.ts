import { readFile } from "node:fs/promises";
import { auditEntries, signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { paidBooking } from "./support/paid-booking.ts";
import { expect as baseExpect, test } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
// A booking's payment and two exports on a production server on a busy two-core machine: give it room.
test.describe.configure({ timeout: 120_000 });

/**
 * An access request answered: the practitioner opens a freshly booked patient's export page and downloads
 * the record as a PDF for the patient and as JSON for another system (docs/decisions/0049).
 */
test("the practitioner downloads a new patient's record as PDF and JSON", desktopOnly, async ({ page, baseURL }) => {
  const email = `record-export-${Date.now()}@example.com`;
  const name = "Mai Nguyễn 阮氏梅";
  await paidBooking(page.request, email, "latest", { name, notes: "Right ACL reconstruction, 8 weeks ago" });
  await signInAsAdmin(page, baseURL);
  const answer = (await (await page.request.get(`/api/admin/appointments?q=${encodeURIComponent(email)}`)).json()) as {
    appointments: { patientId: string | null }[];
  };
  const patientId = answer.appointments[0]?.patientId;
  expect(patientId).toBeTruthy();

  await page.goto(`/admin/patients/${patientId}/export`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Export and retention" })).toBeVisible();
  await expect(page.getByText(/access request/)).toBeVisible();
  await expect(page.getByText(/within 30 days of the request/)).toBeVisible();
  await expectNoAxeViolations(page);

  const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "PDF for the patient" }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^health-record-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe("%PDF-");

  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "JSON for another system" }).click()]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const record = JSON.parse(await readFile(await json.path(), "utf8")) as {
    format: string;
    patient: { id: string; name: string; email: string };
    appointments: { notes: string | null; status: string }[];
  };
  expect(record.format).toBe("acl-physio-patient-record");
  expect(record.patient).toMatchObject({ id: patientId, name, email });
  expect(record.appointments).toMatchObject([{ status: "confirmed", notes: "Right ACL reconstruction, 8 weeks ago" }]);

  const exports = (await auditEntries(page)).filter((entry) => entry.action === "record.exported");
  expect(exports.map((entry) => entry.details?.format)).toEqual(expect.arrayContaining(["pdf", "json"]));
});
