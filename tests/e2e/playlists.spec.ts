import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { expect, hydrated, test, type Page } from "./support/test.ts";
import { signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { afterPickUp } from "./support/sortable.ts";

/**
 * The playlist pages at both widths: edit mode, building a playlist with music,
 * reordering by keyboard and by the move buttons (kept after a reload, rolled back when refused), per-item
 * dosage, removing, sharing a public playlist with another browser and refusing a private one, deleting.
 * Each test makes its own playlists in its own browser context (its owner cookie).
 */

async function library(page: Page): Promise<{ exercises: Exercise[]; tracks: MusicTrack[] }> {
  const [exercises, tracks] = await Promise.all([
    page.request.get("/api/exercises").then((response) => response.json() as Promise<Exercise[]>),
    page.request.get("/api/music-tracks").then((response) => response.json() as Promise<MusicTrack[]>),
  ]);
  return { exercises, tracks };
}

/** The API takes changes from the site's own pages only (their Origin). */
const fromSite = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

/** A playlist of this browser, made through the API (the page's own cookie), with the given exercises. */
async function playlistWith(page: Page, name: string, exerciseIds: number[], isPublic = false): Promise<Playlist> {
  const created = await page.request.post("/api/playlists", {
    headers: fromSite(),
    data: { userId: 1, name, description: "Made by a test", isPublic },
  });
  expect(created.status()).toBe(201);
  const playlist = (await created.json()) as Playlist;
  for (const exerciseId of exerciseIds) {
    const added = await page.request.post(`/api/playlists/${playlist.id}/items`, {
      headers: fromSite(),
      data: { exerciseId, musicTrackId: 0, notes: "" },
    });
    expect(added.status()).toBe(201);
  }
  return playlist;
}

// Each journey runs several axe scans: on a loaded two-core machine one scan alone took over 20 s.
test.describe.configure({ timeout: 120_000 });

const rows = (page: Page) => page.getByRole("list", { name: "Exercises in this playlist" }).getByRole("listitem");
const rowNames = (page: Page) => rows(page).locator("a.font-semibold").allTextContents();

test("a new playlist starts in edit mode; Save waits for a name; saved, it opens empty", async ({ page }) => {
  await page.goto("/exercise-playlist/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Your Playlist");
  const save = page.getByRole("button", { name: "Save Playlist" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Playlist Name").fill("Week 2 at home");
  await page.getByLabel("Description").fill("Knee bend and quads");
  await expect(save).toBeEnabled();
  await expectNoAxeViolations(page);
  await save.click();

  await expect(page).toHaveURL(/\/exercise-playlist\/\d+\?notice=new$/);
  await expect(page.getByText("Playlist created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Week 2 at home");
  await expect(page.getByText("Private", { exact: true })).toBeVisible();
  await expect(page.getByText("0 exercises")).toBeVisible();
  await expect(page.getByText("No exercises in this playlist")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First Exercise" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("build a playlist of three exercises with music, reorder by keyboard and buttons, reload, remove", async ({ page }) => {
  const { exercises, tracks } = await library(page);
  const [a, b, c] = exercises as [Exercise, Exercise, Exercise];
  const track = tracks[0]!;
  const playlist = await playlistWith(page, "Three with music", []);
  await page.goto(`/exercise-playlist/${playlist.id}`);

  await page.getByRole("link", { name: "Add Your First Exercise" }).click();
  const dialog = page.getByRole("form", { name: "Add Exercise to Playlist" });
  await expectNoAxeViolations(page);
  for (const [index, exercise] of [a, b, c].entries()) {
    if (index > 0) await page.getByRole("link", { name: "Add Exercise" }).click();
    await dialog.getByLabel("Exercise").selectOption(String(exercise.id));
    await dialog.getByLabel("Music Track (Optional)").selectOption(String(track.id));
    await dialog.getByRole("button", { name: "Add to Playlist" }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(index + 1);
  }
  await expect(page.getByText("3 exercises")).toBeVisible();
  await expect(rowNames(page)).resolves.toEqual([a.name, b.name, c.name]);
  await expect(rows(page).first().getByLabel("Sync with music")).toHaveValue(String(track.id));
  await expect(rows(page).first().getByLabel("Sync with music").locator("option:checked")).toHaveText(
    new RegExp(`^${track.title} - ${track.artist} \\(\\d+m \\d+s\\)$`),
  );
  await expectNoAxeViolations(page);

  // Keyboard: focus the handle, Space, arrow down, Space; told to screen readers; focus stays on the row.
  const handle = page.getByRole("button", { name: `Reorder ${a.name}, position 1 of 3` });
  // dnd-kit is there from hydration: the handles are sortable in the server's HTML already.
  await expect(handle).toHaveAttribute("aria-roledescription", "sortable");
  await handle.focus();
  await page.keyboard.press("Space");
  // Carried (dnd-kit tells where it is over at once): then one step down.
  await expect(page.getByText(`${a.name} is over position 1 of 3`)).toBeAttached();
  await afterPickUp(page);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText(`${a.name} is over position 2 of 3`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect.poll(() => rowNames(page)).toEqual([b.name, a.name, c.name]);
  await expect(page.getByText(`Moved ${a.name} to position 2 of 3`)).toBeAttached();

  // The buttons: move the last up; focus follows it.
  await page.getByRole("button", { name: `Move up: ${c.name}` }).click();
  await expect.poll(() => rowNames(page)).toEqual([b.name, c.name, a.name]);
  await expect(page.getByRole("button", { name: `Move up: ${c.name}` })).toBeFocused();
  await expect(page.getByText(`Moved ${c.name} to position 2 of 3`)).toBeAttached();

  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual([b.name, c.name, a.name]);

  await page.getByRole("button", { name: `Remove ${c.name}` }).click();
  await expect.poll(() => rowNames(page)).toEqual([b.name, a.name]);
  await expect(page.getByText("2 exercises")).toBeVisible();
});

test("a refused reorder goes back, with the spec's message", async ({ page }) => {
  const { exercises } = await library(page);
  const [a, b, c] = exercises as [Exercise, Exercise, Exercise];
  const playlist = await playlistWith(page, "Refused order", [a.id, b.id, c.id]);
  await page.goto(`/exercise-playlist/${playlist.id}`);
  // Changed elsewhere meanwhile: the order the page posts no longer lists the playlist's items.
  const items = (await (await page.request.get(`/api/playlists/${playlist.id}/items`)).json()) as { id: number }[];
  expect((await page.request.delete(`/api/playlist-items/${items[2]!.id}`, { headers: fromSite() })).status()).toBe(204);
  await page.getByRole("button", { name: `Move down: ${a.name}` }).click();
  await expect(page.getByText("Failed to reorder items: Failed to reorder playlist items", { exact: true })).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual([a.name, b.name, c.name]);
});

test("an item's dosage can be changed, and the 'Play Workout' tab runs it", async ({ page }) => {
  const { exercises } = await library(page);
  const [a, b] = exercises as [Exercise, Exercise];
  const playlist = await playlistWith(page, "Dosage and workout", [a.id, b.id]);
  await page.goto(`/exercise-playlist/${playlist.id}`);

  await page.getByRole("link", { name: `Dosage: ${a.name}` }).click();
  const dialog = page.getByRole("form", { name: `Dosage: ${a.name}` });
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Sets").fill("5");
  await dialog.getByRole("button", { name: "Save dosage" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).first()).toContainText("5 sets");

  await page.getByRole("tab", { name: "Play Workout" }).click();
  const panel = page.getByRole("tabpanel");
  // The player runs the item's own dosage (its details: tests/e2e/player.spec.ts).
  await expect(panel.getByRole("heading", { name: "Now Playing" })).toBeVisible();
  await expect(panel.getByText("1 of 2", { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Set 1 of 5 · /)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("made public, a playlist opens in another browser, which may copy it; a private one is a 404 there", async ({
  page,
  browser,
  baseURL,
}) => {
  const { exercises } = await library(page);
  const shared = await playlistWith(page, "Shared session", [exercises[0]!.id]);
  const secret = await playlistWith(page, "Secret session", [exercises[0]!.id]);

  await page.goto(`/exercise-playlist/${shared.id}`);
  await page.getByRole("link", { name: "Edit" }).click();
  await page.getByRole("switch", { name: "Make playlist public" }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Playlist updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("Public", { exact: true })).toBeVisible();

  const other = await browser.newContext({ baseURL: baseURL! });
  const stranger = await other.newPage();
  await stranger.goto(`/exercise-playlist/${shared.id}`);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Shared session");
  await expect(stranger.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(stranger.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  // Shared by its link, still the patient's: not for search engines.
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(stranger);
  await stranger.getByRole("button", { name: "Copy to my playlists" }).click();
  await expect(stranger).not.toHaveURL(new RegExp(`/exercise-playlist/${shared.id}$`));
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Shared session");
  await expect(stranger.getByText("Private", { exact: true })).toBeVisible();
  await expect(stranger.getByRole("link", { name: "Edit" })).toBeVisible();

  const refused = await stranger.goto(`/exercise-playlist/${secret.id}`);
  expect(refused?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await other.close();
});

test("the practice's featured programme is on the library page for anyone, and indexable @desktop-only", async ({
  page,
  browser,
  baseURL,
}) => {
  const practice = await browser.newContext({ baseURL: baseURL! });
  const admin = await practice.newPage();
  await signInAsAdmin(admin, baseURL);
  const name = `Week 1 after surgery ${Date.now()}`;
  const created = await admin.request.post("/api/playlists", {
    headers: fromSite(),
    data: { name, description: "Ready-made", isFeatured: true },
  });
  expect(created.status()).toBe(201);
  const featured = (await created.json()) as Playlist;
  await practice.close();

  await page.goto("/exercises");
  await page.getByRole("link", { name: `Open ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/exercise-playlist/${featured.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("deleting a playlist asks first, then it is gone from my playlists", async ({ page }) => {
  const playlist = await playlistWith(page, "To be deleted", []);
  await page.goto("/my-playlists");
  await expect(page.getByRole("link", { name: /To be deleted/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // My playlists waits for a button to be reached for (docs/decisions/0034): its link is a page load.
  await page.getByRole("link", { name: /To be deleted/ }).click();
  await expect(page).toHaveURL(`/exercise-playlist/${playlist.id}`);
  await hydrated(page);
  await page.getByRole("link", { name: "Delete" }).click();
  const dialog = page.getByRole("region", { name: "Delete this playlist?" });
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Delete playlist" }).click();
  await expect(page).toHaveURL(/\/my-playlists$/);
  await expect(page.getByRole("link", { name: /To be deleted/ })).toHaveCount(0);
  expect((await page.request.get(`/api/playlists/${playlist.id}`)).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor's forms are plain posts: add, music, move, dosage, remove, edit and delete", async ({ page }) => {
    const { exercises, tracks } = await library(page);
    const [a, b] = exercises as [Exercise, Exercise];
    const playlist = await playlistWith(page, "No script", [a.id]);
    await page.goto(`/exercise-playlist/${playlist.id}`);

    await page.getByRole("link", { name: "Add Exercise" }).click();
    const add = page.getByRole("form", { name: "Add Exercise to Playlist" });
    await add.getByLabel("Exercise").selectOption(String(b.id));
    await add.getByRole("button", { name: "Add to Playlist" }).click();
    await expect(page.getByText("Exercise added to playlist")).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual([a.name, b.name]);

    await rows(page).first().getByLabel("Sync with music").selectOption(String(tracks[0]!.id));
    await rows(page).first().getByRole("button", { name: "Set music" }).click();
    await expect(rows(page).first().getByLabel("Sync with music")).toHaveValue(String(tracks[0]!.id));

    await page.getByRole("button", { name: `Move down: ${a.name}` }).click();
    await expect.poll(() => rowNames(page)).toEqual([b.name, a.name]);

    await page.getByRole("link", { name: `Dosage: ${a.name}` }).click();
    await page
      .getByRole("form", { name: `Dosage: ${a.name}` })
      .getByLabel("Sets")
      .fill("4");
    await page.getByRole("button", { name: "Save dosage" }).click();
    await expect(rows(page).last()).toContainText("4 sets");

    await page.getByRole("button", { name: `Remove ${b.name}` }).click();
    await expect.poll(() => rowNames(page)).toEqual([a.name]);

    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Playlist Name").fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Please enter a playlist name").first()).toBeVisible();
    await page.getByLabel("Playlist Name").fill("Renamed without script");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renamed without script");

    await page.getByRole("link", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Delete playlist" }).click();
    await expect(page).toHaveURL(/\/my-playlists$/);
    expect((await page.request.get(`/api/playlists/${playlist.id}`)).status()).toBe(404);
  });
});
