import type { Page } from "@playwright/test";
import { adminPaths } from "#contracts/admin-paths.ts";

/** The availability page's form as `page` shows it (at /admin/availability): the fields it posts, in order. */
export async function availabilityFields(page: Page): Promise<[string, string][]> {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save availability" }) });
  return form.evaluate((element) => [...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)]));
}

/**
 * Saves the availability as the page's form posts it before hydration, from the signed-in browser with
 * the site's Origin (writes from another site are refused).
 */
export async function saveAvailabilityFields(page: Page, baseURL: string | undefined, fields: [string, string][]): Promise<void> {
  const saved = await page.request.post(adminPaths.availability, {
    headers: { origin: new URL(baseURL!).origin, "content-type": "application/x-www-form-urlencoded" },
    data: new URLSearchParams(fields).toString(),
  });
  if (saved.status() !== 200) throw new Error(`saving the availability answered ${saved.status()}`);
}
