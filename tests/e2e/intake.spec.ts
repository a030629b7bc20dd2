import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForMail } from "./support/mailbox.ts";
import { manageLinkFromConfirmation, paidBooking } from "./support/paid-booking.ts";
import { expect as baseExpect, test } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

// Each step waits on the production server: on a busy machine that takes longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const width = () => test.info().project.name;
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-${width()}.png`), fullPage: true });

/** The step's heading, once its page is there. */
const onStep = (page: Page, title: string) => expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
const saveAndContinue = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();

/**
 * The pre-consultation form, from the booking's manage link without signing in: two steps filled, the page
 * reloaded halfway through the second (what was typed is kept: the step saved itself), a field refused and
 * corrected, the consent agreed, the form sent; then the practitioner reads it in the admin.
 */
test("a patient fills the intake across a reload and sends it; the practitioner reads it", async ({ page, baseURL }) => {
  const email = `intake-${width()}-${Date.now()}@example.com`;
  await paidBooking(page.request, email);
  const manage = await manageLinkFromConfirmation(email);
  const confirmation = await waitForMail((mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith("Booking confirmed"));
  expect(confirmation.text).toContain(`Pre-consultation form: `);
  expect(confirmation.text).toContain(`${manage}/intake`);

  await page.goto(manage);
  const prompt = page.getByRole("region", { name: "Please complete your pre-consultation form" });
  await expect(prompt).toBeVisible();
  await shot(page, "0-manage-booking");
  await prompt.getByRole("link", { name: "Complete the form" }).click();

  await onStep(page, "Your knee");
  await expect(page).toHaveURL(`${manage}/intake?step=knee`);
  await expect(page.getByText("Step 1 of 7: Your knee")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "1-knee");
  await page.getByRole("radio", { name: "Left knee" }).check();
  await page.getByLabel("When did the injury happen?").fill("2025-09-20");
  await page.getByRole("radio", { name: "Landing from a jump" }).check();
  await page.getByLabel("Tell us more (optional)").fill("Landed badly at netball and felt a pop.");
  await saveAndContinue(page);

  await onStep(page, "Surgery");
  await page.getByRole("radio", { name: "I have had surgery" }).check();
  await page.getByLabel("Date of surgery").fill("2025-10-15");
  await page.getByLabel("Graft type").selectOption({ label: "Patellar tendon" });
  // Interrupted: the step saved itself a moment after the typing stopped, and a reload keeps every answer.
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "2-surgery-saved");
  await page.reload();
  await onStep(page, "Surgery");
  await expect(page.getByRole("radio", { name: "I have had surgery" })).toBeChecked();
  await expect(page.getByLabel("Date of surgery")).toHaveValue("2025-10-15");
  await expect(page.getByLabel("Graft type")).toHaveValue("patellar-tendon");
  await page.getByRole("button", { name: "Back" }).click();
  await onStep(page, "Your knee");
  await expect(page.getByRole("radio", { name: "Left knee" })).toBeChecked();
  await expect(page.getByLabel("Tell us more (optional)")).toHaveValue("Landed badly at netball and felt a pop.");
  await saveAndContinue(page);
  await onStep(page, "Surgery");
  await saveAndContinue(page);

  await onStep(page, "Your health");
  await page.getByLabel("Other injuries to this knee (optional)").fill("Lateral meniscus repair");
  await saveAndContinue(page);
  await onStep(page, "Goals and sport");
  await page.getByLabel("Your sport and level (optional)").fill("Netball, club level");
  await saveAndContinue(page);

  await onStep(page, "Safety during calls");
  await page.getByLabel("Emergency contact's name").fill("Robin Quill");
  await page.getByLabel("Their relationship to you").fill("Sister");
  await page.getByLabel("Their phone number").fill("call me");
  await page.getByLabel("Where you will usually be during calls").fill("7 Wattle Grove, Brunswick VIC 3056");
  await saveAndContinue(page);
  const phone = page.getByLabel("Their phone number");
  await expect(page.getByRole("alert")).toContainText("Please enter your emergency contact's phone number");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Emergency contact's name")).toHaveValue("Robin Quill");
  await expectNoAxeViolations(page);
  await shot(page, "5-safety-error");
  await phone.fill("0400 222 333");
  await saveAndContinue(page);

  await onStep(page, "Telehealth consent");
  await expect(page.getByText("By ticking the box below, I agree")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "6-consent");
  await page.getByRole("checkbox", { name: "I have read the telehealth consent above and I agree to it." }).check();
  await saveAndContinue(page);

  await onStep(page, "Check and send");
  await expect(page.getByText("Step 7 of 7: Check and send")).toBeVisible();
  await expect(page.getByText("Saturday 20 September 2025")).toBeVisible();
  await expect(page.getByText("Patellar tendon")).toBeVisible();
  await expect(page.getByText(/Agreed on .* \(consent version \d+\)\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "7-review");
  await page.getByRole("button", { name: "Send my form" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Thank you" })).toBeVisible();
  await expect(page).toHaveURL(`${manage}/intake`);
  await expect(page.getByRole("link", { name: "Update my answers" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "8-thank-you");
  await page.getByRole("link", { name: "Back to your booking" }).click();
  await expect(page.getByRole("region", { name: "Your pre-consultation form is sent" })).toBeVisible();

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  const card = page.getByRole("listitem").filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: "Read intake" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sam Patient" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Submitted intake" })).toBeVisible();
  await expect(page.getByText("Robin Quill")).toBeVisible();
  await expect(page.getByText("7 Wattle Grove, Brunswick VIC 3056")).toBeVisible();
  await expect(page.getByText(/^Version \d+, agreed on /)).toBeVisible();
  await expect(page.getByText("Changes not submitted")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Intake" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);
  await shot(page, "9-admin");

  // The list of records counts the weeks since that surgery (a day either way for the time zones).
  await page.goto(`/admin/patients?q=${encodeURIComponent(email)}`);
  const weeks = Math.floor((Date.now() - Date.parse("2025-10-15T00:00:00Z")) / (7 * 86_400_000));
  await expect(page.locator("tr", { hasText: email })).toContainText(new RegExp(`Since surgery: (${weeks - 1}|${weeks}) weeks`));

  // The consent's own page (publishing a text changes every patient's form: the use-case's tests publish).
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Consent" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Telehealth consent" })).toBeVisible();
  await expect(page.getByLabel(/Consent text \(version \d+ now\)/)).toHaveValue(/^By ticking the box below/);
  await expectNoAxeViolations(page);
  await shot(page, "10-admin-consent");
});

/** Without JavaScript the steps are plain posts answered by pages: a refused answer comes back with its message and what was typed. */
test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the steps save and go on, and a refused answer comes back with its message", desktopOnly, async ({ page }) => {
    const email = `intake-no-script-${Date.now()}@example.com`;
    await paidBooking(page.request, email);
    const manage = await manageLinkFromConfirmation(email);
    await page.goto(`${manage}/intake`);
    await expect(page).toHaveURL(`${manage}/intake?step=knee`);
    await page.getByRole("radio", { name: "Right knee" }).check();
    await page.getByLabel("When did the injury happen?").fill("2099-01-01");
    await saveAndContinue(page);
    await expect(page.getByText("This date is in the future: please check it")).toHaveCount(2);
    await expect(page.getByRole("radio", { name: "Right knee" })).toBeChecked();
    await page.getByLabel("When did the injury happen?").fill("2025-12-01");
    await saveAndContinue(page);
    await onStep(page, "Surgery");
    await page.getByRole("button", { name: "Back" }).click();
    await onStep(page, "Your knee");
    await expect(page.getByLabel("When did the injury happen?")).toHaveValue("2025-12-01");
  });
});
