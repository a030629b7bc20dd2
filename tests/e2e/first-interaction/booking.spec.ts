import { expect as baseExpect, test, type Page } from "#tests/e2e/support/test.ts";
import { openBeforeHydration } from "#tests/e2e/support/first-interaction.ts";
import { ownTimesPath } from "#tests/e2e/support/own-times.ts";
import { manageLinkFromConfirmation, paidBooking } from "#tests/e2e/support/paid-booking.ts";

/**
 * The booking pages on a slow phone, acted on before their script has arrived: what the patient typed and
 * the time they pressed are sent once, as the form's plain post, and nothing typed is lost.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const times = (page: Page) => page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
const emailFor = (label: string) => `early-${label}-${test.info().project.name}-${Date.now()}@example.com`;

async function offeredTimes(page: Page): Promise<string[]> {
  return ((await (await page.request.get("/api/calendly/availability")).json()) as { start_time: string }[]).map((slot) => slot.start_time);
}

test("details typed and a time pressed before hydration hold that time once and reach the checkout", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, await ownTimesPath(page.request, "/book-consultation"));
  const email = emailFor("hold");
  await page.getByLabel("Name").fill("Early Patient");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0400 222 333");
  const chosen = times(page).first();
  const start = (await chosen.getAttribute("value"))!;
  await chosen.click();
  // Its scripts are still held: the checkout's DOM, not its load event.
  await page.waitForURL(/\/checkout$/, { waitUntil: "domcontentloaded" });
  await hydrate();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Early Patient")).toBeVisible();
  expect(await offeredTimes(page)).not.toContain(start);
  // Exactly one hold: the patient's own, which a second one would have replaced (one live hold per patient).
  const again = await page.request.post("/api/bookings/hold", {
    data: { name: "Someone Else", email: emailFor("other"), phone: "0400 111 222", start_time: start },
  });
  expect(again.status()).toBe(409);
});

test("a time pressed before hydration with the details incomplete shows what to correct and holds nothing", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/book");
  await page.getByLabel("Name").fill("Early Patient");
  const start = (await times(page).first().getAttribute("value"))!;
  await times(page).first().click();
  await expect(page.getByRole("alert").filter({ hasText: "Please complete your details" })).toBeVisible();
  await hydrate();
  await expect(page.getByLabel("Name")).toHaveValue("Early Patient");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  expect(await offeredTimes(page)).toContain(start);
});

test("on the reschedule page, a time and its confirmation pressed before hydration move the appointment once", async ({ page }) => {
  const project = test.info().project.name;
  const email = emailFor("move");
  // Past the e2e server's 72 hours' notice, so the patient may move it.
  const later = (await offeredTimes(page)).filter((start) => Date.parse(start) > Date.now() + 80 * 3_600_000);
  await paidBooking(page.request, email, { start: later[project === "phone" ? 30 : 34]! });
  const manage = await manageLinkFromConfirmation(email);
  const hydrate = await openBeforeHydration(page, await ownTimesPath(page.request, `${manage}/reschedule`));
  const chosen = times(page).first();
  const start = (await chosen.getAttribute("value"))!;
  const time = /(\d{1,2}:\d{2} [ap]m)/.exec((await chosen.textContent())!)![1]!;
  await chosen.click();
  await expect(page.getByRole("heading", { name: "Move to this time?" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm new time" }).click();
  await expect(page.getByText("Your appointment has been moved.", { exact: false })).toBeVisible();
  await hydrate();
  await expect(
    page.getByRole("heading", { name: "Your new time" }).locator("xpath=ancestor::*[contains(@class,'rounded')][1]"),
  ).toContainText(time);
  expect(await offeredTimes(page)).not.toContain(start);
});
