/**
 * Rewrites a server-rendered page so that its JavaScript is fetched only after the first paint.
 *
 * React Router's <Scripts> asks for every module of the page at once (modulepreload links in the head and a
 * module script with static imports). On a phone on a slow connection those ~120 KB compete for bandwidth
 * with the stylesheet and the hero image, and the page stays blank until all of it has arrived, though
 * the server's HTML is complete without it (docs/decisions/0014). Here the preloads leave the head and the
 * module script waits for the first frame, then asks for the same modules, in parallel, and runs React
 * Router's own script unchanged. Hydration still matches: React does not compare a script's inner HTML,
 * and it finds (or re-adds) the modulepreload links it renders.
 */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script; with the answer's CSP nonce when rendered per request (app/entry.server.tsx). */
const moduleScriptOpen = /<script(?: nonce="[^"]*")? type="module" async="">/;

/** A JavaScript literal of `value` that cannot end the inline <script> it is written into. */
function inlineLiteral(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/**
 * `deferred` is false when React Router's module script was not found: the page is still served as rendered
 * (it works; it only paints later), but the caller must say so, because the markup matched here is React
 * Router's, not ours, and an upgrade that changes it would otherwise drop the optimisation without a trace.
 */
export interface DeferredPage {
  html: string;
  deferred: boolean;
}

/**
 * When the page's modules are asked for: after the first paint (every page), or when the visitor first
 * reaches for something that needs them, for pages whose HTML is complete without them (the exercise library,
 * the information pages: docs/decisions/0023, 0034). Reaching for means a pointer over, a touch on, or focus
 * on a button or a form control; reading, scrolling and following links (plain HTML until then) load
 * nothing. On both, a click on a button before hydration is held and given to the button once React has
 * hydrated it (the mark of app/lib/hydration-mark.ts), so the first click is not lost.
 */
export type HydrateWhen = "paint" | "interaction";

/** What a visitor reaches for that needs the page's script: links, and <details>, work as HTML. */
const needsScript = "button, input, select, textarea, label, [role=button], [role=switch], [role=tab]";

const waitForPaint = "await new Promise((paint) => requestAnimationFrame(() => setTimeout(paint)));";
/**
 * Until React has hydrated, a click on a button is held and given to the button afterwards, on every page;
 * so is the submit of a form island (app/components/form-island.tsx), which would otherwise leave the page
 * as a plain form post before its code exists. Once hydrated, the island holds its own submits until its
 * code has loaded (app/lib/first-use.ts), so the submit given back here reaches it.
 */
const holdUntilHydrated = [
  "let held = null;",
  "let heldForm = null;",
  'const hold = (event) => { const button = event.target instanceof Element ? event.target.closest("button:not([type=submit])") : null; if (button) { event.preventDefault(); event.stopImmediatePropagation(); held = button; } };',
  'const holdSubmit = (event) => { if (event.target instanceof HTMLFormElement && event.target.closest("[data-form-island]")) { event.preventDefault(); event.stopImmediatePropagation(); heldForm = event.target; } };',
  'addEventListener("click", hold, true);',
  'addEventListener("submit", holdSubmit, true);',
  'new MutationObserver((_, observer) => { if (document.documentElement.dataset.hydrated !== "true") return; observer.disconnect(); removeEventListener("click", hold, true); removeEventListener("submit", holdSubmit, true); held?.click(); heldForm?.requestSubmit(); }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });',
].join("\n");
const waitForUse = [
  'document.documentElement.dataset.hydrateOn = "interaction";',
  holdUntilHydrated,
  `const needsScript = (event) => event.target instanceof Element && event.target.closest(${JSON.stringify(needsScript)}) !== null;`,
  'await new Promise((use) => { const kinds = ["pointerover", "pointerdown", "touchstart", "focusin"]; const go = (event) => { if (!needsScript(event)) return; for (const kind of kinds) removeEventListener(kind, go, true); use(); }; for (const kind of kinds) addEventListener(kind, go, { capture: true, passive: true }); });',
].join("\n");

export function deferHydration(html: string, when: HydrateWhen = "paint"): DeferredPage {
  const open = moduleScriptOpen.exec(html);
  if (!open) return { html, deferred: false };
  const start = open.index;
  const bodyStart = start + open[0].length;
  const end = html.indexOf("</script>", bodyStart);
  if (end === -1) return { html, deferred: false };

  const before = html.slice(0, start);
  const preloads = [...before.matchAll(modulePreload)].map((match) => match[1] as string);
  const routerScript = html.slice(bodyStart, end);
  const launcher = [
    // A frame is produced only once the stylesheet is in: the page is painted when the timer fires.
    // The click hold comes after the frame: modules are asked for only then, and a click before it is rare.
    when === "paint" ? `${waitForPaint}\n${holdUntilHydrated}` : waitForUse,
    `for (const href of ${inlineLiteral(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    // A script element (not import()) so that the document's load event still waits for hydration's code.
    // The policy's 'strict-dynamic' lets it run: a script the launcher, itself allowed, adds (docs/decisions/0019).
    `document.head.append(Object.assign(document.createElement("script"), { type: "module", textContent: ${inlineLiteral(routerScript)} }));`,
  ].join("\n");

  return { html: `${before.replace(modulePreload, "")}${open[0]}${launcher}${html.slice(end)}`, deferred: true };
}
