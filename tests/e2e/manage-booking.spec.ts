import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expectTimesInsideNotice } from "./support/inside-notice.ts";
import { waitForMail } from "./support/mailbox.ts";
import { paidBooking } from "./support/paid-booking.ts";

// Each step waits on the production server: on a busy machine that takes longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The manage-booking page, opened from the link in the confirmation email: cancelling with the
 * notice refunds the deposit; inside it (the e2e server asks 72 hours' notice: playwright.config.ts) the
 * deposit is kept, and the page says which before the patient confirms.
 */
test.describe.configure({ timeout: 120_000 });

const width = () => test.info().project.name;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/manage-booking-${name}-${width()}.png`, fullPage: true });

/** The confirmation email's 'Manage your booking' link, as a path on this server. */
async function manageLinkFromConfirmation(email: string): Promise<string> {
  const confirmation = await waitForMail((mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith("Booking confirmed"));
  const url = /Manage your booking: (\S+)/.exec(confirmation.text)?.[1];
  expect(url).toMatch(/\/manage-booking\/[A-Za-z0-9_-]{43}$/);
  writeFileSync(`/tmp/manage-booking-confirmation-mail-${width()}.html`, confirmation.html);
  return new URL(url!).pathname;
}

async function cancellationMail(email: string) {
  const mail = await waitForMail((m) => m.envelopeTo.includes(email) && m.subject.startsWith("Appointment cancelled"));
  writeFileSync(`/tmp/manage-booking-cancellation-mail-${email.split("@")[0]}.html`, mail.html);
  const invite = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(invite?.content.toString("utf8")).toContain("METHOD:CANCEL");
  expect(invite?.content.toString("utf8")).toContain("SEQUENCE:1");
  return mail;
}

test.describe("managing a booking from the confirmation email", () => {
  test("with the notice: the page offers both, and cancelling refunds the deposit", async ({ page }) => {
    const email = `manage-refund-${width()}@example.com`;
    await paidBooking(page.request, email);
    const path = await manageLinkFromConfirmation(email);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Manage Your Booking" })).toBeVisible();
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    // The appointment's time, then when its consultation room opens, each in Melbourne's time and the patient's.
    await expect(page.getByText(/AE[SD]T \(Melbourne time\)/)).toHaveCount(2);
    await expect(page.getByText(/Your time: .*\(Perth\)/)).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Join video consultation" })).toHaveAttribute(
      "href",
      /^\/consultation\/[A-Za-z0-9_-]{43}$/,
    );
    await expect(page.getByRole("link", { name: "Choose another time" })).toHaveAttribute("href", `${path}/reschedule`);
    await expect(page.getByText("so your $90 deposit is refunded in full.")).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectNoAxeViolations(page);
    await shot(page, "with-notice");

    // 'Keep my appointment' closes the confirmation, and nothing changes.
    await page.getByRole("link", { name: "Cancel appointment" }).click();
    await page.getByRole("link", { name: "Keep my appointment" }).click();
    await expect(page.getByRole("region", { name: "Cancel this appointment?" })).toHaveCount(0);
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Cancel appointment" }).click();
    const dialog = page.getByRole("region", { name: "Cancel this appointment?" });
    await expect(dialog).toContainText("your $90 deposit is refunded in full");
    await expect(dialog.getByRole("heading", { name: "Cancel this appointment?" })).toBeFocused();
    await expectNoAxeViolations(page);
    await shot(page, "confirm-refund");
    await dialog.getByRole("button", { name: "Cancel and refund my deposit" }).click();

    await expect(page.getByRole("heading", { name: "This appointment is cancelled" })).toBeVisible();
    await expect(page.getByText("Your $90 deposit has been refunded in full")).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "cancelled-refunded");

    const mail = await cancellationMail(email);
    expect(mail.text).toContain("Your $90 deposit is being refunded in full");
    // Opened again later: the same outcome, from the server.
    await page.goto(path);
    await expect(page.getByText("Your $90 deposit has been refunded in full")).toBeVisible();
  });

  test("inside the notice: reschedule gives way to the practice's contacts, and cancelling keeps the deposit", async ({ page }) => {
    const email = `manage-kept-${width()}@example.com`;
    // The earliest free time is inside the notice whatever the day: shared-settings.setup.ts made room.
    await expectTimesInsideNotice(page, 1);
    await paidBooking(page.request, email, "earliest");
    const path = await manageLinkFromConfirmation(email);

    await page.goto(path);
    await expect(page.getByText("less than 72 hours away, so it can no longer be moved online")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "(03) 9000 1234" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose another time" })).toHaveCount(0);
    await expect(page.getByText("so the $90 deposit is kept under our cancellation policy").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "inside-notice");

    await page.getByRole("link", { name: "Cancel appointment" }).click();
    const dialog = page.getByRole("region", { name: "Cancel this appointment?" });
    await expect(dialog).toContainText("the $90 deposit is kept");
    await expectNoAxeViolations(page);
    await shot(page, "confirm-kept");
    await dialog.getByRole("button", { name: "Cancel and forfeit the deposit" }).click();

    await expect(page.getByRole("heading", { name: "This appointment is cancelled" })).toBeVisible();
    await expect(page.getByText("The $90 deposit was kept")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "cancelled-kept");
    const mail = await cancellationMail(email);
    expect(mail.text).toContain("less than 72 hours before the appointment, the $90 deposit is kept");
  });

  test("an unknown link is a 404 that says what to do", async ({ page }) => {
    const response = await page.goto(`/manage-booking/${"A".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This booking link does not work" })).toBeVisible();
    await expect(page.getByText("A booking link works until the appointment is over.")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "unknown");
  });
});
