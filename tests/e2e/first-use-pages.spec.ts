import { expect, holdScripts, test, type Page } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

/**
 * The information pages are complete as HTML and load their script only when the visitor reaches for a
 * button (docs/decisions/0034): reading, scrolling, touching the text, opening an answer and following
 * links load none; the first tap on the menu loads it and still opens the menu.
 */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test("an information page loads no script while it is read, touched, opened and its links followed", async ({ page, isMobile }) => {
  const scripts = scriptsRequested(page);
  await page.goto("/faq");
  const answer = page.locator("details").filter({ hasText: "How do telehealth consultations work?" });
  const heading = page.getByRole("heading", { level: 1 });
  if (isMobile) await heading.tap();
  else await heading.hover();
  await page.mouse.wheel(0, 600);
  // An answer opens by itself: <details> needs no script.
  await answer.locator("summary").click();
  await expect(answer).toHaveAttribute("open", "");
  await page.getByRole("contentinfo").getByRole("link", { name: "Professional development" }).click();
  await expect(page).toHaveURL("/professional-development");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(scripts).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
});

test("the first tap on the menu loads the page's script, and the menu opens", desktopOnly, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsRequested(page);
  await page.goto("/courses");
  expect(scripts).toEqual([]);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(scripts.length).toBeGreaterThan(0);
  // Hydrated, the site navigates inside the document again.
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How can we help?");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
});

test("on a page hydrated after its first paint, a tap made before its script has arrived is acted on", desktopOnly, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page, "**/assets/*.js");
  const opened = page.goto("/");
  // The launcher has run (it asks for the modules after the first frame): the page is painted, not hydrated.
  await page.waitForFunction(() => document.head.querySelector('link[rel="modulepreload"]') !== null);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
  release();
  await opened;
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
});
