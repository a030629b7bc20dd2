import { expect as baseExpect, test, type Page } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ownTimesPath } from "./support/own-times.ts";

// Each step waits on the production server and a lazily loaded toast UI: on a busy machine that takes longer
// than the default 7 s, without anything being wrong.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The deposit journeys with the built-in test provider: details → slot → pay → confirmation, and
 * details → pay → schedule → confirmation; the guards, the failure toasts and the billing pages.
 */

async function fillDetails(page: Page, email: string) {
  await page.goto(await ownTimesPath(page.request, "/book-consultation"));
  const form = page.getByRole("form", { name: "Your details and available times" });
  await form.getByLabel("Name").fill("Sam Patient");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0400 000 000");
}

const slotButtons = (page: Page) => page.locator("#booking").getByRole("button", { name: /Select$/ });

/**
 * A held slot handed to this browser's checkout, without typing the form: the booking page's own post
 * (the handover cookie lands in the browser's jar, docs/decisions/0037), as a patient pressing a time would.
 */
async function seedPendingAppointment(page: Page, email: string, index: number) {
  const slots = (await (await page.request.get("/api/calendly/availability")).json()) as { start_time: string }[];
  const start = slots[index]!.start_time;
  const response = await page.request.post("/book-consultation", {
    form: { name: "Sam Patient", email, phone: "0400 000 000", notes: "", start_time: start, time_zone: "Australia/Perth" },
  });
  expect(response.url()).toMatch(/\/checkout$/);
}

async function payInTestMode(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Appointment Booking" })).toBeVisible();
  await expect(page.getByText("Secure your appointment with a $90 deposit payment")).toBeVisible();
  await expect(page.getByRole("note")).toContainText("No real money moves");
  await page.getByRole("button", { name: "Pay $90 deposit (test payment)" }).click();
  await page.getByRole("button", { name: "Approve test payment" }).click();
}

// Whole journeys through a production server: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("deposit payment (test mode)", () => {
  test("details → slot → pay → confirmation, then Return to Home clears the session", async ({ page }) => {
    await fillDetails(page, `slotfirst-${test.info().project.name}@example.com`);
    const slot = slotButtons(page).first();
    await slot.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("Sam Patient")).toBeVisible();
    await expect(page.getByText(/AE[SD]T/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await payInTestMode(page);
    await expect(page.getByText("Payment Successful! Redirecting to confirmation...", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/booking-confirmation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Confirmed!" })).toBeVisible();
    await expect(page.getByText("ACL Rehabilitation Consultation")).toBeVisible();
    await expect(page.getByText("30 minutes", { exact: true })).toBeVisible();
    await expect(page.getByText(/\d{1,2}:\d{2} [ap]m AE[SD]T \(Melbourne time\)/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What Happens Next?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Need to Make Changes?" })).toBeVisible();
    await expectNoAxeViolations(page);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("completedBooking") ?? "null") as { status: string } | null);
    expect(stored?.status).toBe("confirmed");

    await page.getByRole("button", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    const keys = await page.evaluate(() => ["completedBooking", "paymentConfirmationData"].map((k) => sessionStorage.getItem(k)));
    expect(keys).toEqual([null, null]);
  });

  test("details → pay → schedule → confirmation (pay first, choose the time after)", async ({ page }) => {
    await fillDetails(page, `payfirst-${test.info().project.name}@example.com`);
    await page.getByRole("button", { name: "Continue to Secure Payment" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("You choose your time straight after paying.")).toBeVisible();
    await payInTestMode(page);
    await expect(page).toHaveURL(/\/schedule-appointment$/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText("Your $90 deposit has been processed. Now choose your appointment time.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "What to Expect" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Its own place in the list of times (support/own-times.ts); the paid order stays in the tab's session.
    await page.goto(await ownTimesPath(page.request, "/schedule-appointment"));
    await page.getByRole("button", { name: "Select Appointment Time" }).click();
    const times = page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
    await times.first().click();
    await expect(page.getByRole("heading", { name: "Appointment Confirmed!" })).toBeVisible();
    await expect(page.getByText("Check your email for details.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/booking-confirmation$/, { timeout: 5_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Booking Confirmed!" })).toBeVisible();
  });

  test("a cancelled and a declined payment say so and keep the patient on the page", async ({ page }) => {
    await seedPendingAppointment(page, `declined-${test.info().project.name}@example.com`, test.info().project.name === "phone" ? 14 : 18);
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Pay $90 deposit (test payment)" }).click();
    await page.getByRole("button", { name: "Cancel payment" }).click();
    await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Payment was cancelled by user", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Pay $90 deposit (test payment)" }).click();
    await page.getByRole("button", { name: "Simulate a declined payment" }).click();
    await expect(page.getByText("The payment was declined.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("button", { name: "Pay $90 deposit (test payment)" })).toBeVisible();
  });

  test("the server failing to create the order, or to book after payment, raises the catalogue's toasts", async ({ page }) => {
    await seedPendingAppointment(page, `errors-${test.info().project.name}@example.com`, test.info().project.name === "phone" ? 20 : 24);
    await page.route("**/paypal/order", (route) => route.fulfill({ status: 502, body: "Bad Gateway" }), { times: 1 });
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Pay $90 deposit (test payment)" }).click();
    await expect(page.getByText("Failed to create order: 502", { exact: true })).toBeVisible();
    await page.route("**/api/complete-booking", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.getByRole("button", { name: "Pay $90 deposit (test payment)" }).click();
    await page.getByRole("button", { name: "Approve test payment" }).click();
    await expect(page.getByText("Booking Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Payment succeeded but booking setup failed. Please contact support.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("the checkout and schedule pages send a visitor without a booking back to start", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/book-consultation\?start-again#booking$/);
    await expect(page.getByRole("alert").filter({ hasText: "No appointment data found" })).toContainText(
      "Please start the booking process again",
    );
    await page.goto("/schedule-appointment");
    await expect(page.getByText("Access Denied", { exact: true })).toBeVisible();
    await expect(page.getByText("Please complete payment first to schedule your appointment", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/book-consultation$/);
  });
});

test.describe("payment pages, accessibility", () => {
  test("checkout, its approval step and the confirmation have no axe violations", async ({ page }) => {
    await seedPendingAppointment(page, `axe-${test.info().project.name}@example.com`, test.info().project.name === "phone" ? 12 : 16);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Complete Your Appointment Booking" })).toBeVisible();
    await expect(page.getByText("Sam Patient")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Pay $90 deposit (test payment)" }).click();
    await expect(page.getByRole("heading", { name: "Test payment approval" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Approve test payment" }).click();
    await expect(page).toHaveURL(/\/booking-confirmation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Confirmed!" })).toBeVisible();
    await expect(page.getByText("Your time:")).toContainText("(Perth)");
    await expectNoAxeViolations(page);
  });
});

test.describe("billing approval pages", () => {
  test("billing-success needs a token", async ({ page }) => {
    await page.goto("/billing-success");
    await expect(page.getByRole("heading", { name: "Setup Failed" })).toBeVisible();
    await expect(page.getByText("Missing approval token")).toBeVisible();
    await expect(page.getByText("Billing Setup Failed", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expectNoAxeViolations(page);
  });

  test("billing-success with an approved token shows the fee schedule's amounts", async ({ page }) => {
    await page.goto("/billing-success?token=TEST-SETUP-0011223344556677");
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    await expect(page.getByText("Automated Billing Setup Complete", { exact: true })).toBeVisible();
    await expect(page.getByText("Your $90 deposit has been processed.")).toBeVisible();
    await expect(page.getByText("The remaining $90 is charged automatically after your consultation.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("billing-cancel keeps the appointment and the configured amounts", async ({ page }) => {
    await page.goto("/billing-cancel");
    await expect(page.getByRole("heading", { name: "Billing Setup Cancelled" })).toBeVisible();
    const main = page.locator("main");
    await expect(main).toContainText("Your $90 deposit has been processed and your appointment is still confirmed.");
    await expect(main).toContainText("the remaining $90 will need to be paid manually");
    await expect(main).not.toContainText("$60");
    await expect(main).not.toContainText("$120");
    await expect(page.getByRole("note")).toContainText("Test mode");
    await expectNoAxeViolations(page);
  });
});
