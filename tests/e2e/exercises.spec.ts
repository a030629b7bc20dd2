import type { Exercise } from "#contracts/exercises.ts";
import { expect, test, type Page } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/**
 * The exercise library at both widths: the list in the server's HTML, the category
 * filter kept in the URL, quick-create, an exercise's own page with its structured data, and 'Add to
 * Playlist'. Each test works in its own browser context, so its playlists are its own.
 */

async function catalogue(page: Page, category?: string): Promise<Exercise[]> {
  const query = category ? `?${new URLSearchParams({ category }).toString()}` : "";
  const response = await page.request.get(`/api/exercises${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Exercise[];
}

// Each journey runs several axe scans: on a loaded two-core machine one scan alone took over 20 s.
test.describe.configure({ timeout: 120_000 });

const cards = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .getByRole("article");

test("the list is in the server's HTML, and the category filter is kept in the URL", async ({ page, request }) => {
  const all = await catalogue(page);
  expect(all.length).toBeGreaterThan(0);
  const html = await (await request.get("/exercises")).text();
  for (const exercise of all) expect(html).toContain(exercise.name.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));

  await page.goto("/exercises");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exercise Library");
  await expect(cards(page)).toHaveCount(all.length);
  await expectNoAxeViolations(page);

  const category = all.at(-1)!.category;
  const inCategory = await catalogue(page, category);
  // Once hydrated, a choice applies at once.
  await page.getByLabel("Category").selectOption(category);
  await expect(page).toHaveURL(new URL(`/exercises?${new URLSearchParams({ category }).toString()}`, page.url()).toString());
  await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
  await expect(cards(page)).toHaveCount(inCategory.length);
  await expect(page.getByLabel("Category")).toHaveValue(category);

  // A shared link opens the same filtered list; a category with no exercises says so.
  await page.goto(`/exercises?category=${encodeURIComponent("No such stage")}`);
  await expect(page.getByText("No exercises found. Try a different category.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'Create New Playlist' makes 'My Rehabilitation Playlist' and opens it", async ({ page }) => {
  await page.goto("/exercises");
  // Clicked before the page has hydrated (it hydrates on first use): the click is held, then acted on.
  await page.getByRole("button", { name: "Create New Playlist" }).click();
  await expect(page).toHaveURL(/\/exercise-playlist\/\d+\?notice=created$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Rehabilitation Playlist");
  await expect(page.getByText("Your new exercise playlist has been created.", { exact: true })).toBeVisible();
  await expect(page.getByText("Playlist created!", { exact: true })).toBeVisible();
  await expect(page.getByText("A custom playlist for my rehabilitation exercises")).toBeVisible();
});

test("an exercise's page has its media with a size, its dosage and stage, and ExercisePlan data", async ({ page }) => {
  const [first] = await catalogue(page);
  await page.goto("/exercises");
  await page.getByRole("link", { name: `Details: ${first!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/exercises/${first!.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.name);
  await expect(page.getByText(`Stage ${first!.stage}: ${first!.category}`)).toBeVisible();
  await expect(page.getByText("Dosage")).toBeVisible();
  const media = page.locator("article video, article img").first();
  await expect(media).toHaveAttribute("width", String(first!.imageWidth));
  await expect(media).toHaveAttribute("height", String(first!.imageHeight));
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<
    string,
    unknown
  >;
  expect(data["@type"]).toBe("ExercisePlan");
  expect(data.name).toBe(first!.name);
  expect(data.activityDuration).toBe(`PT${first!.duration}S`);
  await expectNoAxeViolations(page);

  await page.goto("/exercises/no-such-exercise");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("'Add to Playlist' makes a new playlist the first time, then adds to the one I choose", async ({ page }) => {
  const [first, second] = await catalogue(page);
  await page.goto("/exercises");
  await page.getByRole("button", { name: `Add to Playlist: ${first!.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Add to Playlist" });
  // The first use wakes the page (the framework's code, then hydration), then the held click opens it.
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByLabel("Playlist")).toHaveValue("new");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add to Playlist" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Exercise added to playlist", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Add to Playlist: ${(second ?? first)!.name}` }).click();
  await expect(dialog.getByLabel("Playlist")).not.toHaveValue("new");
  await dialog.getByRole("button", { name: "Add to Playlist" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/my-playlists");
  await expect(page.getByRole("link", { name: /My Rehabilitation Playlist/ })).toHaveCount(1);
  await expect(page.getByRole("link", { name: /My Rehabilitation Playlist/ })).toContainText("2 exercises");
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the category filter's 'Show' button sends the GET form", async ({ page }) => {
    const all = await catalogue(page);
    const category = all.at(-1)!.category;
    await page.goto("/exercises");
    await page.getByLabel("Category").selectOption(category);
    await page.getByRole("button", { name: "Show" }).click();
    expect(new URL(page.url()).searchParams.get("category")).toBe(category);
    await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
    await expect(cards(page)).toHaveCount((await catalogue(page, category)).length);
  });
});
