import { prerenderedPaths } from "#contracts/paths.ts";
import { expect, hydrated, test } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

/**
 * deferHydration (app/lib/defer-hydration.ts) rewrites markup that React Router writes, matched as an exact
 * string, and its unit test reads a hand-written page: a React Router upgrade that changed the markup would
 * pass that test while every page went back to loading its JavaScript before the first paint. These tests
 * read what the production build really sends, from both places a page comes from: a file prerendered at
 * build time, and the built server rendering per request (a 404 too).
 */
const pages = [
  { path: "/", status: 200, prerendered: true, when: "paint" },
  { path: "/contact", status: 200, prerendered: true, when: "interaction" },
  { path: "/faq", status: 200, prerendered: true, when: "interaction" },
  { path: "/book-consultation", status: 200, prerendered: false, when: "paint" },
  { path: "/exercises", status: 200, prerendered: false, when: "interaction" },
  { path: "/no-such-page", status: 404, prerendered: false, when: "paint" },
] as const;

const launcherStart = {
  paint: "await new Promise((paint) => requestAnimationFrame(() => setTimeout(paint)));",
  interaction: 'document.documentElement.dataset.hydrateOn = "interaction";',
};

/** The page's module scripts, and what the launcher's two literals say (null when they are not there). */
function moduleScriptsOf(html: string) {
  // A page rendered per request carries its Content-Security-Policy nonce first (docs/decisions/0019).
  const scripts = [...html.matchAll(/<script(?: nonce="[^"]*")? type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  const launcher = scripts[0] ?? "";
  const preloads = /for \(const href of (\[.*?\])\)/.exec(launcher)?.[1];
  const routerScript = /textContent: (".*") \}\)\);$/.exec(launcher)?.[1];
  return {
    scripts,
    launcher,
    preloads: preloads ? (JSON.parse(preloads) as string[]) : null,
    routerScript: routerScript ? (JSON.parse(routerScript) as string) : null,
  };
}

test.describe("hydration after the first paint, in the built site's HTML", desktopOnly, () => {
  test("the pages below come from both places a page is made, and hydrate at both moments", () => {
    for (const { path, prerendered } of pages) expect(prerenderedPaths.includes(path), path).toBe(prerendered);
  });

  for (const { path, status, when } of pages) {
    test(`${path}: the module script is the launcher (${when}), with no module preload left in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const html = await response.text();
      const { scripts, launcher, preloads, routerScript } = moduleScriptsOf(html);

      // The matches, not the whole page, so that a failure is short to read.
      expect(html.match(/<link rel="modulepreload"[^>]*>/g) ?? []).toEqual([]);
      expect(scripts).toHaveLength(1);
      expect(launcher.startsWith(launcherStart[when])).toBe(true);
      // Nothing is imported before the first frame: no static import left in the page's own script.
      expect(launcher).not.toMatch(/^\s*import[\s*{("]/m);

      // React Router's own script, carried whole as a string, and every module it needs in the preload list.
      expect(routerScript).toContain("window.__reactRouterManifest");
      expect(routerScript).toContain("window.__reactRouterRouteModules");
      const imported = [...(routerScript ?? "").matchAll(/^\s*import(?: \* as \w+ from |\()"([^"]+)"/gm)].map((match) => match[1]);
      expect(imported.some((href) => href?.includes("/entry.client-"))).toBe(true);
      expect(imported.some((href) => href?.includes("/root-"))).toBe(true);
      expect(preloads).toEqual(expect.arrayContaining(imported));
    });
  }

  for (const { path } of pages.filter((page) => page.status === 200)) {
    test(`${path}: still hydrates in a browser, through the launcher`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(path);
      await hydrated(page);
      // React Router's script ran from the element the launcher added to the head, not from the page's markup.
      const headModules = await page
        .locator('head script[type="module"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent));
      expect(headModules.filter((text) => text?.includes("window.__reactRouterRouteModules"))).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});
