import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForMail } from "./support/mailbox.ts";
import { ownTimesPath } from "./support/own-times.ts";
import { manageLinkFromConfirmation, paidBooking } from "./support/paid-booking.ts";
import { expect as baseExpect, test, type Page } from "./support/test.ts";

// Each step waits on the production server: on a busy machine that takes longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A patient moves their paid appointment from the link in their confirmation email, onto another
 * time, and sees the new time; inside the notice the page explains and gives the practice's contacts.
 */
test.describe.configure({ timeout: 240_000 });

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`reschedule-${name}.png`), fullPage: true });
}

/** Books `start` with its deposit paid in test mode (the checkout's own steps are payment.spec.ts's); answers the manage path. */
async function bookAndPay(page: Page, email: string, start: string): Promise<string> {
  await paidBooking(page.request, email, { start });
  return manageLinkFromConfirmation(email);
}

async function openTimes(page: Page): Promise<string[]> {
  return ((await (await page.request.get("/api/calendly/availability")).json()) as { start_time: string }[]).map((slot) => slot.start_time);
}

test("from the confirmation's link, the patient moves the appointment to another time and sees it", async ({ page }) => {
  const project = test.info().project.name;
  const email = `reschedule-${project}@example.com`;
  // The e2e server asks 72 hours' notice (playwright.config.ts): a time well past it can be moved.
  const times = (await openTimes(page)).filter((start) => Date.parse(start) > Date.now() + 80 * 3_600_000);
  const manage = await bookAndPay(page, email, times[project === "phone" ? 2 : 6]!);

  await page.goto(await ownTimesPath(page.request, `${manage}/reschedule`));
  await expect(page.getByRole("heading", { level: 1, name: "Reschedule Your Appointment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose a new time" })).toBeVisible();
  const choices = page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
  await expect(choices.first()).toBeVisible();
  await snapshot(page, `choose-${project}`);
  await expectNoAxeViolations(page);

  const chosen = choices.first();
  const chosenText = (await chosen.textContent())!;
  await chosen.click();
  await expect(page.getByRole("heading", { name: "Move to this time?" })).toBeVisible();
  await snapshot(page, `confirm-${project}`);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Confirm new time" }).click();
  await expect(page.getByText("Your appointment has been moved.", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your new time" })).toBeVisible();
  // The row's time (e.g. "Wed 2 Dec, 10:00 am") is the new time shown.
  const time = /(\d{1,2}:\d{2} [ap]m)/.exec(chosenText)![1]!;
  await expect(
    page.getByRole("heading", { name: "Your new time" }).locator("xpath=ancestor::*[contains(@class,'rounded')][1]"),
  ).toContainText(time);
  await snapshot(page, `done-${project}`);
  await expectNoAxeViolations(page);

  const updated = await waitForMail((mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith("Booking updated"));
  expect(updated.text).toContain(manage);
  const invite = updated.attachments.find((attachment) => attachment.filename === "consultation.ics")!;
  expect(invite.content.toString("utf8")).toContain("SEQUENCE:1");
  await page.setContent(updated.html);
  await snapshot(page, `mail-${project}`);
});

test("an unknown link, and inside the notice: the page explains and gives the practice's contacts", async ({ page }) => {
  const project = test.info().project.name;
  await page.goto(`/manage-booking/${"A".repeat(43)}/reschedule`);
  await expect(page.getByText("This link does not open a booking any more.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "(03) 9000 1234" })).toBeVisible();
  await snapshot(page, `unknown-${project}`);
  await expectNoAxeViolations(page);
  // The first open times are inside the e2e server's 72 hours' notice; one project books one and looks at
  // the page at both widths.
  if (project !== "desktop") return;
  const soon = (await openTimes(page)).find((start) => Date.parse(start) < Date.now() + 71.5 * 3_600_000);
  expect(soon, "an open time inside the 72 hours' notice").toBeDefined();
  const manage = await bookAndPay(page, "reschedule-inside-notice@example.com", soon!);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${manage}/reschedule`);
    await expect(page.getByText("Your appointment is less than 72 hours away, so it can no longer be moved online.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "(03) 9000 1234" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "hello@acltelehealthphysio.com.au" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose a new time" })).toHaveCount(0);
    await snapshot(page, `inside-notice-${width}`);
    await expectNoAxeViolations(page);
  }
});
