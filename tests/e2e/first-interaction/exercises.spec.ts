import type { Exercise } from "#contracts/exercises.ts";
import { expect as baseExpect, test, type Page } from "#tests/e2e/support/test.ts";
import { openBeforeHydration } from "#tests/e2e/support/first-interaction.ts";

/**
 * The exercise library and the playlists on a slow phone, acted on before their script has arrived: what
 * the visitor chose or typed is applied once, as the form's plain post or at hydration, and nothing is lost.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

async function catalogue(page: Page, category?: string): Promise<Exercise[]> {
  const query = category ? `?${new URLSearchParams({ category }).toString()}` : "";
  return (await (await page.request.get(`/api/exercises${query}`)).json()) as Exercise[];
}

test("a category chosen before hydration filters the list once the page hydrates, without another press", async ({ page }) => {
  const category = (await catalogue(page)).at(-1)!.category;
  const hydrate = await openBeforeHydration(page, "/exercises");
  await page.getByLabel("Category").selectOption(category);
  let listLoads = 0;
  page.on("request", (request) => {
    if (request.url().includes("category=")) listLoads += 1;
  });
  await hydrate();
  await expect(page).toHaveURL(/\?category=/);
  await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
  await expect(
    page
      .getByRole("list")
      .filter({ has: page.getByRole("article") })
      .getByRole("article"),
  ).toHaveCount((await catalogue(page, category)).length);
  await expect(page.getByLabel("Category")).toHaveValue(category);
  expect(listLoads).toBe(1);
});
