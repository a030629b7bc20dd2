import type { Page } from "@playwright/test";

/** The admin password the e2e server runs with (playwright.config.ts sets ADMIN_PASSWORD to it). */
export const E2E_ADMIN_PASSWORD = "e2e admin password 2025";

/** Signs the page's browser in through the API, as the login page would; `origin` passes the cross-site check. */
export async function signInAsAdmin(page: Page, baseURL: string | undefined): Promise<void> {
  const origin = new URL(baseURL!).origin;
  const response = await page.request.post("/api/admin/login", { data: { password: E2E_ADMIN_PASSWORD }, headers: { origin } });
  if (response.status() !== 200) throw new Error(`sign-in answered ${response.status()}`);
}
