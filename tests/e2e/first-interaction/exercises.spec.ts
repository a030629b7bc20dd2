import type { Exercise } from "#contracts/exercises.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { expect as baseExpect, holdScripts, test, type Page } from "#tests/e2e/support/test.ts";
import { openBeforeHydration } from "#tests/e2e/support/first-interaction.ts";
import { afterPickUp } from "#tests/e2e/support/sortable.ts";

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

/** The API takes changes from the site's own pages only (their Origin). */
const fromSite = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

const myPlaylists = async (page: Page) => (await (await page.request.get("/api/playlists")).json()) as Playlist[];

/** Counts the page actions' posts from now on (a plain form's post or a hydrated page's .data post). */
function countPosts(page: Page, path: RegExp): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && path.test(new URL(request.url()).pathname)) posts += 1;
  });
  return () => posts;
}

async function playlistWith(page: Page, name: string, exerciseIds: number[]): Promise<Playlist> {
  const playlist = (await (
    await page.request.post("/api/playlists", { headers: fromSite(), data: { name, description: "", isPublic: false } })
  ).json()) as Playlist;
  for (const exerciseId of exerciseIds) {
    await page.request.post(`/api/playlists/${playlist.id}/items`, {
      headers: fromSite(),
      data: { exerciseId, musicTrackId: 0, notes: "" },
    });
  }
  return playlist;
}

const rowNames = (page: Page) =>
  page.getByRole("list", { name: "Exercises in this playlist" }).getByRole("listitem").locator("a.font-semibold").allTextContents();

test("'Create New Playlist' pressed before hydration on /exercises makes one playlist and opens it", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/exercises");
  await page.getByRole("button", { name: "Create New Playlist" }).click();
  await page.waitForURL(/\/exercise-playlist\/\d+\?notice=created$/, { waitUntil: "domcontentloaded" });
  await hydrate();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Rehabilitation Playlist");
  await expect(page.getByText("Playlist created!")).toBeVisible();
  expect(await myPlaylists(page)).toHaveLength(1);
});

test("'Add to Playlist' pressed before hydration on an exercise's page puts it in a new playlist, once", async ({ page }) => {
  const [exercise] = await catalogue(page);
  const hydrate = await openBeforeHydration(page, `/exercises/${exercise!.slug}`);
  await page.getByRole("button", { name: `Add to Playlist: ${exercise!.name}` }).click();
  await page.waitForURL(/\/exercise-playlist\/\d+\?notice=added$/, { waitUntil: "domcontentloaded" });
  await hydrate();
  await expect(page.getByText("Exercise added to playlist")).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual([exercise!.name]);
  const mine = await myPlaylists(page);
  expect(mine.map((playlist) => playlist.itemCount)).toEqual([1]);
});

test("on /my-playlists, 'Create New Playlist' pressed before hydration makes one playlist", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/my-playlists");
  await page.getByRole("button", { name: "Create New Playlist" }).click();
  await page.waitForURL(/\/exercise-playlist\/\d+\?notice=created$/, { waitUntil: "domcontentloaded" });
  await hydrate();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Rehabilitation Playlist");
  expect(await myPlaylists(page)).toHaveLength(1);
});

test("a new playlist typed and saved before hydration is made once, with every word", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/exercise-playlist/new");
  await page.getByLabel("Playlist Name").fill("Typed while loading");
  await page.getByLabel("Description").fill("Every word kept");
  await page.getByRole("switch", { name: "Make playlist public" }).check();
  await page.getByRole("button", { name: "Save Playlist" }).click();
  await page.waitForURL(/\/exercise-playlist\/\d+\?notice=new$/, { waitUntil: "domcontentloaded" });
  await hydrate();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Typed while loading");
  await expect(page.getByText("Every word kept")).toBeVisible();
  await expect(page.getByText("Public", { exact: true })).toBeVisible();
  expect((await myPlaylists(page)).map((playlist) => playlist.name)).toEqual(["Typed while loading"]);
});

test("in the editor, a name typed before hydration and left empty is refused with what was typed kept", async ({ page }) => {
  const playlist = await playlistWith(page, "Before", []);
  const hydrate = await openBeforeHydration(page, `/exercise-playlist/${playlist.id}?edit`);
  await page.getByLabel("Playlist Name").fill("");
  await page.getByLabel("Description").fill("Kept though the name is missing");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Please enter a playlist name").first()).toBeVisible();
  await hydrate();
  await expect(page.getByLabel("Description")).toHaveValue("Kept though the name is missing");
  await page.getByLabel("Playlist Name").fill("After");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("After");
  await expect(page.getByText("Kept though the name is missing")).toBeVisible();
});

test("the first Space on a drag handle after hydration picks the row up; ArrowDown and Space save the order once", async ({ page }) => {
  const [a, b, c] = (await catalogue(page)) as [Exercise, Exercise, Exercise];
  const playlist = await playlistWith(page, "Keyboard order", [a.id, b.id, c.id]);
  const hydrate = await openBeforeHydration(page, `/exercise-playlist/${playlist.id}`);
  const handle = page.getByRole("button", { name: `Reorder ${a.name}, position 1 of 3` });
  // dnd-kit loads as the page hydrates: until it is there the handle says it cannot act yet.
  await expect(handle).toHaveAttribute("aria-disabled", "true");
  // dnd-kit's chunk held past hydration: the Space is pressed while the handle is still busy.
  const releaseDndKit = await holdScripts(page, "**/assets/sortable-rows-*.js");
  await hydrate();
  const posts = countPosts(page, new RegExp(`^/exercise-playlist/${playlist.id}`));
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-disabled", "true");
  // Kept, not swallowed: it picks the row up once dnd-kit is there.
  releaseDndKit();
  await expect(handle).toBeFocused();
  await expect(page.getByText(`${a.name} is over position 1 of 3`)).toBeAttached();
  await afterPickUp(page);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText(`${a.name} is over position 2 of 3`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect.poll(() => rowNames(page)).toEqual([b.name, a.name, c.name]);
  await page.waitForLoadState("networkidle");
  expect(posts()).toBe(1);
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual([b.name, a.name, c.name]);
});

test("a move button pressed before hydration saves the new order once", async ({ page }) => {
  const [a, b] = (await catalogue(page)) as [Exercise, Exercise];
  const playlist = await playlistWith(page, "Moved early", [a.id, b.id]);
  const hydrate = await openBeforeHydration(page, `/exercise-playlist/${playlist.id}`);
  const posts = countPosts(page, new RegExp(`^/exercise-playlist/${playlist.id}`));
  await page.getByRole("button", { name: `Move down: ${a.name}` }).click();
  await page.waitForURL(new RegExp(`/exercise-playlist/${playlist.id}$`), { waitUntil: "domcontentloaded" });
  await hydrate();
  await expect.poll(() => rowNames(page)).toEqual([b.name, a.name]);
  expect(posts()).toBe(1);
});

test("the player opened by its address shows its placeholder, then runs once the page hydrates", async ({ page }) => {
  const [a] = (await catalogue(page)) as [Exercise];
  const playlist = await playlistWith(page, "Play early", [a.id]);
  const playerCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/player-[\w-]{8}\.js$/.test(request.url())) playerCode.push(request.url());
  });
  const hydrate = await openBeforeHydration(page, `/exercise-playlist/${playlist.id}?tab=play`);
  await expect(page.getByRole("tab", { name: "Play Workout" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await hydrate();
  await expect(page.getByRole("heading", { name: "Now Playing" })).toBeVisible();
  expect(playerCode).toHaveLength(1);
});
