import { readFile } from "node:fs/promises";
import { signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { paidBooking } from "./support/paid-booking.ts";
import { expect as baseExpect, test, type Page } from "./support/test.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
// Two bookings' payments and a production server on a busy two-core machine: give it room.
test.describe.configure({ timeout: 180_000 });

/**
 * The practitioner downloads a booking's receipts from its dashboard card: the deposit's
 * and, once charged, the balance's, each a PDF saved under its number.
 */

/** A booking paid and then charged in full, through the API the checkout and the dashboard call. */
async function paidInFull(page: Page, baseURL: string | undefined, email: string) {
  const origin = new URL(baseURL!).origin;
  const holdId = await paidBooking(page.request, email, "latest", {
    name: "Robin Receipt",
    phone: "0400 111 222",
    notes: "Right ACL reconstruction, 6 weeks ago",
  });
  await signInAsAdmin(page, baseURL);
  const admin = { headers: { origin } };
  expect((await page.request.post("/api/admin/mark-completed", { data: { appointmentId: holdId }, ...admin })).status()).toBe(200);
  expect(
    (
      await page.request.post("/api/admin/charge-remaining", { data: { appointmentId: holdId, testOutcome: "approve" }, ...admin })
    ).status(),
  ).toBe(200);
}

test("the dashboard's card links the deposit and balance receipts as PDF downloads", async ({ page, baseURL }) => {
  const project = test.info().project.name;
  const email = `receipts-${project}-${Date.now()}@example.com`;
  await paidInFull(page, baseURL, email);

  await page.goto("/admin");
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(email);
  const card = page.getByRole("listitem").filter({ hasText: email });
  await expect(card).toHaveCount(1);
  const deposit = card.getByRole("link", { name: /^Deposit receipt R-\d{6} \(PDF\)$/ });
  await expect(deposit).toBeVisible();
  await expect(card.getByRole("link", { name: /^Balance receipt R-\d{6} \(PDF\)$/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`receipts-card-${project}.png`), fullPage: false });
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent("download"), deposit.click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{6}\.pdf$/);
  const path = await download.path();
  expect((await readFile(path)).subarray(0, 5).toString()).toBe("%PDF-");
});
