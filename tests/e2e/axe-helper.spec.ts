import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { desktopOnly } from "./support/widths.ts";

test.describe.configure({ timeout: 120_000 });

/** The accessibility check every page's test relies on passes a clean page and reports each violation, every node of it. */
test("the axe check passes a clean page and reports every violation with all its nodes", desktopOnly, async ({ page }) => {
  await page.goto("/faq");
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    document
      .querySelector("main")!
      .insertAdjacentHTML("beforeend", '<img src="/missing.png"><img src="/missing-2.png"><button class="probe"></button>');
  });
  const failure = await expectNoAxeViolations(page).then(
    () => "",
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/image-alt: [^\n]*\([^\n,]*missing\.png[^\n,]*, [^\n,]*missing-2\.png[^\n,]*\)/);
  expect(failure).toMatch(/button-name: [^\n]*\([^\n]*probe[^\n]*\)/);
});
