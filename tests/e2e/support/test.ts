import { test as base, type Page } from "@playwright/test";

export { expect, type Page, type Route } from "@playwright/test";

/**
 * Playwright's test, whose `page.goto` also waits until React has hydrated a page that has scripts (the
 * root marks `<html data-hydrated>`); a content page ships none and is ready when it loads. Tests of what
 * happens before hydration open the page with `openBeforeHydration` (first-interaction.ts) instead.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Opened only to its DOM (a test of what happens before hydration): nothing to wait for.
      const toTheEnd = options?.waitUntil === undefined || options.waitUntil === "load";
      if (response?.ok() && javaScriptEnabled && toTheEnd) await hydrated(page);
      return response;
    };
    await provide(page);
  },
});

/** Waits until React has hydrated the page, if it has React Router's scripts at all. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" || document.querySelector("script[type=module]") === null,
  );
}

/**
 * Holds every request for the scripts matching `glob` until the returned release is called: how a test
 * acts on a page before its code has arrived.
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
