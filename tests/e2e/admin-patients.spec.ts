import { expect as baseExpect, test, type Page } from "./support/test.ts";
import { signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { paidBooking } from "./support/paid-booking.ts";

// A whole journey through a production server on a busy machine: give it room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

/** Each page photographed for a person to look at. */
async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * The practitioner's patient records: a paid booking makes its patient's record, which she finds in the list
 * by searching, opens, corrects, and reads the appointment on; both pages pass axe at both widths.
 */
test("a booked patient is found in the list, opened, corrected, and shows the appointment", async ({ page, baseURL }) => {
  const project = test.info().project.name;
  const stamp = `${project}${Date.now()}`;
  const name = `Jamie Record ${stamp}`;
  const email = `record-${stamp}@example.com`;
  await paidBooking(page.request, email, "latest", { name, phone: "0400 123 000", notes: "Left ACL, 8 weeks after surgery" });

  await signInAsAdmin(page, baseURL);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Patients" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Patients" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search by name, email or phone" }).fill(stamp);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  // The next appointment, in Melbourne time as the dashboard shows it; none before it.
  await expect(row).toContainText(/\d{4}, \d{1,2}:\d{2} [ap]m AE[SD]T/);
  await expect(row).toContainText("None");
  await snapshot(page, `patients-${project}`);
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Overview" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const appointments = page.getByRole("region", { name: "Appointments" });
  await expect(appointments.locator(":scope > ul > li")).toHaveCount(1);
  await expect(appointments).toContainText(/\d{1,2}:\d{2} [ap]m AE[SD]T/);
  await expect(appointments).toContainText("Scheduled");
  await expect(appointments).toContainText("Deposit $90");
  await expect(appointments.getByRole("link", { name: /Deposit receipt R-\d+ \(PDF\)/ })).toBeVisible();
  await expect(appointments).toContainText("Left ACL, 8 weeks after surgery");

  await page.getByText("Correct details").click();
  const details = page.getByRole("form", { name: "Correct details" });
  await details.getByLabel("Phone").fill("0400 999 321");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Details saved." })).toBeVisible();
  await expect(page.locator("header", { has: page.getByRole("heading", { level: 1 }) })).toContainText("0400 999 321");
  await expect(page.getByRole("region", { name: "Details" })).toContainText("0400 999 321");

  await page.reload();
  await expect(page.getByRole("region", { name: "Details" })).toContainText("0400 999 321");
  await snapshot(page, `patient-${project}`);
  await expectNoAxeViolations(page);
});
