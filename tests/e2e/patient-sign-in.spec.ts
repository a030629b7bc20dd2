import type { Page } from "@playwright/test";
import { patientSignInMessages } from "#contracts/patient-sign-in-messages.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForMail } from "./support/mailbox.ts";
import { paidBooking } from "./support/paid-booking.ts";
import { expect as baseExpect, test } from "./support/test.ts";

// Each step waits on the production server: on a busy machine that takes longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const width = () => test.info().project.name;
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-${width()}.png`), fullPage: true });

/**
 * A patient with a paid booking signs in from the site's header by a link read from the mailbox, finds the
 * appointment in My care with the way into its room and its manage page, and cannot use the link again.
 */
test("a patient signs in by an emailed link and finds the booking in My care", async ({ page }) => {
  const email = `sign-in-${width()}-${Date.now()}@example.com`;
  await paidBooking(page.request, email, "latest", { name: "Sam Signin" });

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "My care" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to My care" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toHaveText(patientSignInMessages.linkSent);
  await shot(page, "sign-in");

  const mail = await waitForMail((m) => m.envelopeTo.includes(email) && m.subject === "Your sign-in link for ACL Telehealth Physio");
  const link = /https?:\/\/\S+(\/sign-in\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link).toBeDefined();

  // Opening the link signs nobody in: its button does.
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to My care" })).toBeVisible();
  await shot(page, "link-landing");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/my-care$/);
  await expect(page.getByRole("heading", { level: 1, name: "My care" })).toBeVisible();
  // Signed in, the header's way in leads straight back here.
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "My care" }).click();
  await expect(page).toHaveURL(/\/my-care$/);
  await expect(page.getByRole("heading", { level: 1, name: "My care" })).toBeVisible();
  await expect(page.getByText("Sam Signin")).toBeVisible();
  const upcoming = page.getByRole("region", { name: "Upcoming appointments" });
  await expect(upcoming.getByRole("link", { name: "Join video consultation" })).toHaveAttribute("href", /^\/consultation\/[\w-]{43}$/);
  await expect(upcoming.getByRole("link", { name: "Manage booking" })).toHaveAttribute("href", /^\/manage-booking\/[\w-]{43}$/);
  await expect(upcoming.getByRole("link", { name: /^Deposit receipt R-\d{6}, .* \(PDF\)$/ })).toBeVisible();
  const intake = page.getByRole("region", { name: "Intake form" });
  await expect(intake).toContainText("Not started yet.");
  await expect(intake.getByRole("link", { name: "Open your intake form" })).toHaveAttribute("href", "/my-care/intake");
  await expectNoAxeViolations(page);
  await shot(page, "my-care");

  // The same pre-consultation form as the booking's link, as the signed-in patient: begun here, shown begun.
  await intake.getByRole("link", { name: "Open your intake form" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your knee" })).toBeVisible();
  await page.getByRole("radio", { name: "Right knee" }).check();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Surgery" })).toBeVisible();
  await page.getByRole("link", { name: "Back to My care" }).click();
  await expect(page.getByRole("region", { name: "Intake form" })).toContainText("Started: your answers so far are saved.");

  // The link worked once: opened or posted again, it is refused.
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: patientSignInMessages.linkUnusable })).toBeVisible();
  await expect(page.getByRole("link", { name: "Email me a new sign-in link" })).toHaveAttribute("href", "/sign-in");
  expect((await page.request.post(link!, { form: {} })).status()).toBe(404);
  await shot(page, "link-used");

  await page.goto("/my-care");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?signed-out$/);
  await expect(page.getByRole("status")).toHaveText(patientSignInMessages.signedOut);
  await page.goto("/my-care");
  await expect(page).toHaveURL(/\/sign-in$/);
});
