import { test as base } from "@playwright/test";

export { expect, type Page, type Route } from "@playwright/test";

/**
 * Playwright's test, whose `page.goto` also waits until React has hydrated the page. Hydration starts after
 * the first paint (app/lib/defer-hydration.ts), so the load event alone does not mean the page's buttons
 * and forms have their behaviour yet. The root layout marks the document when it has.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.ok()) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      return response;
    };
    await provide(page);
  },
});
