import { test as base, type Page } from "@playwright/test";

export { expect, type Page, type Route } from "@playwright/test";

/**
 * Playwright's test, whose `page.goto` also waits until React has hydrated the page. Hydration starts after
 * the first paint (app/lib/defer-hydration.ts), so the load event alone does not mean the page's buttons
 * and forms have their behaviour yet. The root layout marks the document when it has (app/lib/hydration-mark.ts).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A page that hydrates on first use (docs/decisions/0023) is ready as HTML: the test's first action wakes it.
      if (response?.ok())
        await page.waitForFunction(
          () => document.documentElement.dataset.hydrated === "true" || document.documentElement.dataset.hydrateOn === "interaction",
        );
      return response;
    };
    await provide(page);
  },
});

/**
 * Waits until React has hydrated the page. A page that hydrates when a button is reached for (docs/decisions/
 * 0023, 0034) is woken as a visitor would wake it: a pointer over its first button (the header's menu
 * button is on every page, hidden or not).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.documentElement.dataset.hydrateOn === "interaction")
      document.querySelector("button")?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Holds every request for the scripts matching `glob` until the returned release is called: how a test
 * acts on a page before an island's code has arrived.
 */
export async function holdScripts(page: Page, glob: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
