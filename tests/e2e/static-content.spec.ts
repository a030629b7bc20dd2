import { expect, hydrated, test, type Page } from "./support/test.ts";

/**
 * Static content (app/components/static-content.tsx): the server's HTML is kept as it is, its code loads
 * only on a page reached inside the site, and its links navigate inside the site either way.
 */

/** Marks the document; the mark survives navigations inside the site and is gone after a full page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test.describe("static content", () => {
  test("the booking page's intro and the footer are the server's HTML: no script carries their text", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await page.goto("/book-consultation", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: "Expert ACL care, by video" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How booking works" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Consultation fee: \$/ })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("AHPRA registration");
    const code = (await Promise.all(scripts)).join("\n");
    expect(code).toContain("Book your consultation");
    for (const text of ["Expert ACL care, by video", "How booking works", "Consultation fee:", "AHPRA registration"]) {
      expect(code).not.toContain(text);
    }
  });

  test("the server renders static content in place, so nothing moves as the page loads", async ({ page, request }) => {
    const html = await (await request.get("/book-consultation")).text();
    // In place, not streamed after the page's end and moved by a script (React's suspended-boundary form).
    expect(html).not.toContain('<template id="B:');
    expect(html.indexOf("Expert ACL care, by video")).toBeGreaterThan(-1);
    expect(html.indexOf("Expert ACL care, by video")).toBeLessThan(html.indexOf("Book your consultation"));
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/book-consultation", { waitUntil: "networkidle" });
    await expect(page.getByRole("button", { name: /Select$/ }).first()).toBeVisible();
    const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(shift).toBeLessThan(0.01);
  });

  test("reached by a link inside the site, the booking page renders its intro and fees from their code", async ({ page }) => {
    // From a page hydrated at its first paint (the information pages wait for a button: docs/decisions/0034).
    await page.goto("/");
    await markDocument(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Telehealth consultations" }).click();
    await expect(page).toHaveURL("/telehealth-consultations");
    await page.getByRole("link", { name: "Book Consultation" }).last().click();
    await expect(page).toHaveURL("/book-consultation");
    // The new page shows whole: its intro is there as soon as its booking section is.
    await expect(page.getByRole("heading", { name: "Book your consultation" })).toBeVisible();
    expect(await page.getByRole("heading", { name: "Book a Consultation", level: 1 }).count()).toBe(1);
    await expect(page.getByRole("heading", { name: "How booking works" })).toBeVisible();
    await expect(page.getByText("Questions about payment?")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Consultation fee: \$/ })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test("a link in kept server HTML navigates inside the site, and the footer stays", async ({ page }) => {
    await page.goto("/book-consultation");
    await markDocument(page);
    await page.getByRole("link", { name: "Questions about payment?" }).click();
    await expect(page).toHaveURL("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How can we help?");
    expect(await sameDocument(page)).toBe(true);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL("/privacy");
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByRole("contentinfo")).toContainText("ACL Telehealth Physio");
  });

  test("a link opened in a new tab, or to another site, is left to the browser", async ({ page }) => {
    await page.goto("/book-consultation");
    await markDocument(page);
    const footerEmail = page.getByRole("contentinfo").getByRole("link", { name: /@/ });
    await expect(footerEmail).toHaveAttribute("href", /^mailto:/);
    // A modified click on a site link opens a new tab; this page stays where it is, in the same document.
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: "Questions about payment?" }).click({ modifiers: ["Shift"] }),
    ]);
    await popup.close();
    await expect(page).toHaveURL("/book-consultation");
    expect(await sameDocument(page)).toBe(true);
  });

  test("leaving the 404 page leaves its title and robots rule behind", async ({ page }) => {
    await page.goto("/no-such-page");
    // The test's goto waits for hydration on pages that answer 200 only.
    await hydrated(page);
    await expect(page).toHaveTitle("404 Page Not Found");
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await markDocument(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page).not.toHaveTitle("404 Page Not Found");
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
  });
});
