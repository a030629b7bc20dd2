import { expect as baseExpect, hydrated, test, type Page } from "./support/test.ts";
import { expectDistinctLinkNames, signInAsAdmin as signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { paidBooking } from "./support/paid-booking.ts";

// Whole journeys through a production server and a lazily loaded toast UI: give them room on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * The practitioner's dashboard: a deposit paid in test mode through the checkout page, then, signed in,
 * the card goes Scheduled → Ready for Final Payment → Fully Paid and stays so after a reload.
 */

async function findCard(page: Page, email: string) {
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(email);
  const card = page.getByRole("listitem").filter({ hasText: email });
  await expect(card).toHaveCount(1);
  return card;
}

test.describe("admin dashboard", () => {
  test("a paid booking goes Scheduled → Ready for Final Payment → Fully Paid", async ({ page, baseURL }) => {
    const project = test.info().project.name;
    const email = `lifecycle-${project}-${Date.now()}@example.com`;
    // The checkout's own steps are payment.spec.ts's: the booking is made as the checkout makes it, over the API.
    await paidBooking(page.request, email, "latest", {
      name: "Robin Lifecycle",
      phone: "0400 111 222",
      notes: "Right ACL reconstruction, 6 weeks ago",
    });

    await signIn(page, baseURL);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Manage appointments and process final payments")).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    let card = await findCard(page, email);
    await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(card.getByText("Test booking", { exact: true })).toBeVisible();
    await expect(card).toContainText("Robin Lifecycle");
    await expect(card).toContainText("0400 111 222");
    await expect(card).toContainText(/\d{1,2}:\d{2} [ap]m AE[SD]T/);
    await expect(card).toContainText("(Perth)");
    await expect(card).toContainText("Deposit $90");
    await expect(card).toContainText("Remaining $90");
    await expect(card).toContainText(/Method\s*Test/);
    await expect(card).toContainText("Right ACL reconstruction, 6 weeks ago");
    await expect(card).not.toContainText("$60");
    await expect(card).not.toContainText("$150");
    await expectNoAxeViolations(page);
    await expectDistinctLinkNames(page);

    // A double click sends one request.
    const marks: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.postData()?.includes("intent=complete")) marks.push(request.url());
    });
    await card.getByRole("button", { name: "Mark Consultation Complete" }).dblclick();
    await expect(page.getByText("Consultation Marked Complete", { exact: true })).toBeVisible();
    await expect(card.getByText("Ready for Final Payment", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Mark Consultation Complete" })).toHaveCount(0);
    expect(marks).toHaveLength(1);

    await expect(card.getByLabel("Test outcome")).toHaveValue("approve");
    await card.getByRole("button", { name: "Charge Remaining $90" }).click();
    await expect(page.getByText("Payment Successful", { exact: true })).toBeVisible();
    await expect(page.getByText("Remaining $90 has been charged successfully.", { exact: true })).toBeVisible();
    await expect(card.getByText("Fully Paid", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /Charge Remaining|Create Payment Link/ })).toHaveCount(0);
    await expect(page.getByRole("table")).toContainText("Consultation marked complete");

    await page.reload();
    await hydrated(page);
    card = await findCard(page, email);
    await expect(card.getByText("Fully Paid", { exact: true })).toBeVisible();
  });

  test("the empty search, the Past tab and the audit log have no axe violations", async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.goto("/admin");
    await page.getByRole("searchbox", { name: "Search by name or email" }).fill("nobody-at-all@example.com");
    await expect(page.getByText("No appointments found.", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Past" }).click();
    await expect(page.getByRole("button", { name: "Past" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("No appointments found.", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Audit log" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("Signed in");
    await expectNoAxeViolations(page);
  });

  test("the dashboard sends a visitor who is not signed in to the login page", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-login(\?signed-out)?$/);
  });
});
