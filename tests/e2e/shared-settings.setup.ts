import { test } from "./support/test.ts";
import { BOOKINGS_INSIDE_NOTICE, ensureTimesInsideNotice } from "./support/inside-notice.ts";

// The settings-first project (playwright.config.ts): before any other test, so none changes them while others run.
test("the practice offers times inside the notice for the tests that book there", async ({ page, baseURL }) => {
  await ensureTimesInsideNotice(page, baseURL, BOOKINGS_INSIDE_NOTICE);
});
