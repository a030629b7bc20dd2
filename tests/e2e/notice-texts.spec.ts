import { E2E_NOTICE_HOURS } from "./support/inside-notice.ts";
import { expect, test } from "./support/test.ts";

/**
 * The policy texts state the notice the server enforces: the e2e server asks 72 hours, and the
 * FAQ, prerendered at build (package.json's test:e2e builds with the same value), says so too.
 */
const notice = `${E2E_NOTICE_HOURS} hours' notice`;
// Two pages of a production server on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test("the FAQ and the booking page state the configured notice", async ({ page }) => {
  await page.goto("/faq");
  // Each question is a native <details>: its summary heading opens it.
  await page.getByRole("heading", { name: "Do I need to pay before my consultation?" }).click();
  await expect(page.getByText(`please give us at least ${notice}`)).toBeVisible();
  await expect(page.getByText("24 hours' notice")).toHaveCount(0);

  await page.goto("/book-consultation");
  await expect(page.getByText(`Reschedule or cancel online with at least ${notice}`)).toBeVisible();
  await expect(page.getByText(`With at least ${notice} your deposit`)).toBeAttached();
});
