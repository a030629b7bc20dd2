import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { desktopOnly } from "./support/widths.ts";

const isPhone = (width: number | undefined) => (width ?? 0) < 768;

test.describe("site chrome", () => {
  test("header links to the six sections and the booking button", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const expected = [
      ["Home", "/"],
      ["Courses", "/courses"],
      ["Referrals", "/healthcare-referrals"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
      ["Consultations", "/book-consultation"],
    ] as const;
    // Phones reach the same six links and the button through the toggle menu.
    const phone = isPhone(page.viewportSize()?.width);
    if (phone) await header.getByRole("button", { name: "Menu", exact: true }).click();
    const nav = header.getByRole("navigation", { name: phone ? "Mobile" : "Main" });
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(header.getByRole("link", { name: "Book Consultation" }).first()).toHaveAttribute("href", "/book-consultation");
    await expect(header.getByRole("link", { name: "Book Consultation" }).first()).toBeVisible();
  });

  test("the mobile menu opens, closes on Escape, and closes when a link is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeVisible();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("the bottom bar shows below md, marks the current page and hides on desktop", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Quick links" });
    await expect(bar).toBeVisible();
    for (const name of ["Home", "Courses", "Referrals", "FAQ", "Book"]) {
      await expect(bar.getByRole("link", { name })).toBeVisible();
    }
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(bar.getByRole("link", { name: "Book" })).toHaveClass(/bg-primary/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });

  test("the footer carries the current year and the site name", async ({ page }) => {
    await page.goto("/");
    const year = new Date().getFullYear();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year} ACL Telehealth Physio`);
  });

  test("the footer leads patients to the exercise library and their playlists", async ({ page }) => {
    await page.goto("/faq");
    const footer = page.getByRole("navigation", { name: "Footer" });
    await expect(footer.getByRole("link", { name: "Exercise library" })).toHaveAttribute("href", "/exercises");
    await expect(footer.getByRole("link", { name: "My playlists" })).toHaveAttribute("href", "/my-playlists");
    await footer.getByRole("link", { name: "Exercise library" }).click();
    await expect(page).toHaveURL(/\/exercises$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page).toHaveTitle("404 Page Not Found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
  });

  test("the server sends pages and hashed assets compressed, with their cache headers", desktopOnly, async ({ request }) => {
    const home = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(home.status()).toBe(200);
    expect(home.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(home.headers()["content-encoding"]).toBe("br");
    // The shared framework chunk (named in the hydration launcher): large enough to be precompressed (files under 1 KB are not).
    const asset = /"(\/assets\/framework-[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(asset).toBeDefined();
    const script = await request.get(asset ?? "", { headers: { "accept-encoding": "gzip" } });
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers()["content-encoding"]).toBe("gzip");
    // An unknown path goes through React Router's handler: a 404 status with the HTML page, never cached for long.
    const missing = await request.get("/no-such-page/deeper");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toMatch(/text\/html/);
    expect(await missing.text()).toContain("404 Page Not Found");
  });

  test("every answer carries its request id: prerendered and rendered pages, assets, the API", desktopOnly, async ({ request }) => {
    const home = await request.get("/");
    const asset = /"(\/assets\/framework-[^"]+\.js)"/.exec(await home.text())?.[1] ?? "";
    const answers = await Promise.all(["/checkout", "/no-such-page", asset, "/api/calendly/availability"].map((path) => request.get(path)));
    const ids = [home, ...answers].map((response) => response.headers()["x-request-id"]);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
