import type { Browser, Page as PlaywrightPage } from "@playwright/test";
import { expect as baseExpect, hydrated, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { paidBooking } from "./support/paid-booking.ts";
import { sendPaymentLink } from "./support/payment-link.ts";

// Each step waits on the production server: on a busy machine that takes longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The balance (docs/product/decisions.md, 5): a booking paid in test mode, the practitioner marks it complete and
 * sends a payment link, and the patient pays it in another browser; the link then says it is paid.
 */

/** The patient's own browser: no cookie of the practitioner's. */
async function patientPage(browser: Browser, page: PlaywrightPage, baseURL: string): Promise<PlaywrightPage> {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  return context.newPage();
}

async function openHydrated(page: PlaywrightPage, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const shot = (page: PlaywrightPage, name: string) =>
  page.screenshot({ path: `/tmp/balance-${name}-${test.info().project.name}.png`, fullPage: true });

test.describe.configure({ timeout: 120_000 });

test.describe("paying the balance on a payment link (test mode)", () => {
  test("the patient pays once; the link then says it is paid", async ({ page, browser, baseURL }) => {
    const appointmentId = await paidBooking(page.request, `balance-${test.info().project.name}@example.com`);
    const path = await sendPaymentLink(page.request, baseURL!, appointmentId);

    const patient = await patientPage(browser, page, baseURL!);
    await openHydrated(patient, path);
    await expect(patient.getByRole("heading", { level: 1, name: "Pay Your Balance" })).toBeVisible();
    await expect(patient.getByText("$90 AUD")).toBeVisible();
    await expect(patient.getByText(/\d{4}, \d{1,2}:\d{2} [ap]m AE[SD]T \(Melbourne time\)/)).toBeVisible();
    await expect(patient.getByRole("note")).toContainText("No real money moves");
    await expectNoAxeViolations(patient);
    await shot(patient, "open");

    await patient.getByRole("button", { name: "Pay $90 balance (test payment)" }).click();
    await expect(patient.getByRole("heading", { name: "Test payment approval" })).toBeVisible();
    await shot(patient, "approval");
    await patient.getByRole("button", { name: "Approve test payment" }).click();
    await expect(patient.getByRole("heading", { name: "Balance paid" })).toBeVisible();
    await expect(patient.getByText("Payment Successful", { exact: true })).toBeVisible();

    await openHydrated(patient, path);
    await expect(patient.getByRole("heading", { name: "Balance paid" })).toBeVisible();
    await expect(patient.getByRole("button", { name: /Pay \$90/ })).toHaveCount(0);
    await expectNoAxeViolations(patient);
    await shot(patient, "paid");
    await patient.context().close();
  });

  test("an unknown link says so and nothing more", async ({ page }) => {
    await page.goto(`/pay-balance/${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "This payment link is not valid" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "unknown");
  });
});

test.describe("paying the balance without JavaScript (test mode)", () => {
  test.use({ javaScriptEnabled: false });

  test("a declined payment says so and offers 'Pay' again; the approved one pays once", async ({ page, browser, baseURL }) => {
    const appointmentId = await paidBooking(page.request, `balance-nojs-${test.info().project.name}@example.com`);
    const path = await sendPaymentLink(page.request, baseURL!, appointmentId);
    const patient = await (await browser.newContext({ baseURL, viewport: page.viewportSize(), javaScriptEnabled: false })).newPage();
    await patient.goto(path);
    await expect(patient.getByText("$90 AUD")).toBeVisible();

    await patient.getByRole("button", { name: "Pay $90 balance (test payment)" }).click();
    await patient.getByRole("button", { name: "Simulate a declined payment" }).click();
    await expect(patient.getByRole("alert")).toContainText("Payment Failed");

    await patient.getByRole("button", { name: "Pay $90 balance (test payment)" }).click();
    await patient.getByRole("button", { name: "Approve test payment" }).click();
    await expect(patient.getByRole("heading", { name: "Balance paid" })).toBeVisible();
    await expect(patient.getByText("Payment Successful", { exact: true })).toBeVisible();
    // A resent post changes nothing: the link is used.
    await patient.goto(path);
    await expect(patient.getByRole("button", { name: /Pay \$90/ })).toHaveCount(0);
    await patient.context().close();
  });
});
