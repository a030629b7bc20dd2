/**
 * A test tagged with this runs in the desktop project only (playwright.config.ts leaves it out of the phone
 * project's schedule): for checks whose outcome cannot depend on the window's width, such as response
 * headers, the Content-Security-Policy, the built HTML, mail contents and the axe helper's own test.
 * docs/decisions/0031-e2e-widths-and-setup.md lists them and says why.
 */
export const DESKTOP_ONLY = "@desktop-only";

/** Test details (`test(title, desktopOnly, body)`) scheduling the test at 1280 px only. */
export const desktopOnly = { tag: DESKTOP_ONLY };
