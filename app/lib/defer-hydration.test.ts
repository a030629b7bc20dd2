import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

const routerScript = `;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/faq-2.js";
  window.__reactRouterManifest = {"note": "1 < 2"};
  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};

import("/assets/entry.client-3.js");`;

const page = [
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  "<title>FAQ</title>",
  '<link rel="modulepreload" href="/assets/entry.client-3.js"/>',
  '<link rel="modulepreload" href="/assets/framework-4.js"/>',
  '</head><body><main id="main"><h1>FAQ</h1></main>',
  '<script>window.__reactRouterContext = {"ssr":true};</script>',
  `<script type="module" async="">${routerScript}</script>`,
  "<script>window.__reactRouterContext.streamController.close();</script>",
  "</body></html>",
].join("");

/** The launcher's text, and what its two literals say. */
function launcherOf(html: string) {
  const open = '<script type="module" async="">';
  const start = html.indexOf(open) + open.length;
  const launcher = html.slice(start, html.indexOf("</script>", start));
  const preloads = JSON.parse(/for \(const href of (\[.*?\])\)/.exec(launcher)?.[1] ?? "null") as string[];
  const script = JSON.parse(/textContent: (".*") \}\)\);$/.exec(launcher)?.[1] ?? "null") as string;
  return { launcher, preloads, script };
}

describe("deferHydration", () => {
  const result = deferHydration(page);
  const deferred = result.html;

  it("says it has deferred the page", () => {
    expect(result.deferred).toBe(true);
  });

  it("takes the module preloads out of the head, keeping everything else", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(deferred).toContain("<title>FAQ</title>");
    expect(deferred).toContain('<main id="main"><h1>FAQ</h1></main>');
    expect(deferred).toContain("<script>window.__reactRouterContext.streamController.close();</script>");
  });

  it("waits for a frame and a task before asking for any module", () => {
    const { launcher } = launcherOf(deferred);
    expect(launcher.startsWith("await new Promise((paint) => requestAnimationFrame(() => setTimeout(paint)));")).toBe(true);
    expect(launcher).not.toMatch(/^import /m);
  });

  it("holds a button's click, and a form island's submit, from then until hydration, as on the pages that wait for first use", () => {
    const { launcher } = launcherOf(deferred);
    expect(launcher).toContain('addEventListener("click", hold, true)');
    expect(launcher).toContain("held?.click()");
    expect(launcher).toContain('event.target.closest("[data-form-island]")');
    expect(launcher).toContain("heldForm?.requestSubmit()");
    expect(launcher).not.toContain("hydrateOn");
  });

  it("then preloads the same modules and runs React Router's script unchanged", () => {
    const { preloads, script } = launcherOf(deferred);
    expect(preloads).toEqual(["/assets/entry.client-3.js", "/assets/framework-4.js"]);
    expect(script).toBe(routerScript);
  });

  it("writes nothing that could close the inline script early", () => {
    const { launcher } = launcherOf(deferred);
    expect(launcher).not.toContain("<");
  });

  it("keeps the Content-Security-Policy nonce on the launcher of a page rendered per request", () => {
    const nonced = page
      .replaceAll("<script>", '<script nonce="n0nce">')
      .replace('<script type="module" async="">', '<script nonce="n0nce" type="module" async="">')
      .replaceAll('"/>', '" nonce="n0nce"/>');
    const { html, deferred: wasDeferred } = deferHydration(nonced);
    expect(wasDeferred).toBe(true);
    expect(html).not.toContain('<link rel="modulepreload"');
    const open = '<script nonce="n0nce" type="module" async="">';
    expect(html).toContain(`${open}await new Promise((paint)`);
    expect(launcherOf(html.replace(open, '<script type="module" async="">')).script).toBe(routerScript);
  });

  it("leaves a page without React Router's module script as it is, and says so", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Maintenance</p></body></html>";
    expect(deferHydration(plain)).toEqual({ html: plain, deferred: false });
  });

  it("says so too when React Router's markup changes, leaving that page as rendered", () => {
    // The same page with the script's attributes written another way, as a React Router upgrade might.
    const changed = page.replace('<script type="module" async="">', '<script type="module" async>');
    expect(deferHydration(changed)).toEqual({ html: changed, deferred: false });
  });
});

describe("deferHydration until the first use", () => {
  const { html, deferred } = deferHydration(page, "interaction");
  const { launcher, preloads, script } = launcherOf(html);

  it("asks for no module before the visitor's first sign of use, then for the same ones", () => {
    expect(deferred).toBe(true);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(launcher).toContain("addEventListener(kind, go, { capture: true, passive: true })");
    expect(launcher.indexOf("await new Promise((use)")).toBeLessThan(launcher.indexOf("for (const href of"));
    expect(launcher).not.toContain("requestAnimationFrame");
    expect(preloads).toEqual(["/assets/entry.client-3.js", "/assets/framework-4.js"]);
    expect(script).toBe(routerScript);
  });

  it("waits for a button or a form control to be reached for, not for any pointer, touch or key", () => {
    expect(launcher).toContain('const kinds = ["pointerover", "pointerdown", "touchstart", "focusin"]');
    expect(launcher).toContain('closest("button, input, select, textarea, label, [role=button], [role=switch], [role=tab]")');
    expect(launcher).toContain("if (!needsScript(event)) return;");
  });

  it("marks the page, and holds a button's click until hydration", () => {
    expect(launcher).toContain('dataset.hydrateOn = "interaction"');
    expect(launcher).toContain('addEventListener("click", hold, true)');
    expect(launcher).toContain("held?.click()");
  });
});
