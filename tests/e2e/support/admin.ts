import type { Page } from "@playwright/test";

/** The admin password the e2e server runs with (playwright.config.ts sets ADMIN_PASSWORD to it). */
export const E2E_ADMIN_PASSWORD = "e2e admin password 2025";

/** Signs the page's browser in through the API, as the login page would; `origin` passes the cross-site check. */
export async function signInAsAdmin(page: Page, baseURL: string | undefined): Promise<void> {
  const origin = new URL(baseURL!).origin;
  const response = await page.request.post(`${origin}/api/admin/login`, { data: { password: E2E_ADMIN_PASSWORD }, headers: { origin } });
  if (response.status() !== 200) throw new Error(`sign-in answered ${response.status()}`);
}

/** The audit log's entries, newest first (GET /api/admin/audit), signed in as the page's browser. */
export async function auditEntries(
  page: Page,
): Promise<{ action: string; appointmentId: string | null; details: Record<string, unknown> | null }[]> {
  return (await (await page.request.get("/api/admin/audit")).json()) as never;
}

/** No two links of the page share a name but lead to different places: a name says where a link goes. */
export async function expectDistinctLinkNames(page: Page): Promise<void> {
  const clashes = await page.evaluate(() => {
    const places = new Map<string, Set<string>>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (!link.checkVisibility()) continue;
      const name = (link.getAttribute("aria-label") ?? link.innerText).replace(/\s+/g, " ").trim();
      places.set(name, (places.get(name) ?? new Set()).add(link.href));
    }
    return [...places].filter(([, hrefs]) => hrefs.size > 1).map(([name, hrefs]) => `${name}: ${[...hrefs].join(", ")}`);
  });
  if (clashes.length > 0) throw new Error(`links with one name and different places:\n${clashes.join("\n")}`);
}
