import type { Exercise } from "#contracts/exercises.ts";
import type { PlaylistSession, RecordSessionPayload } from "#contracts/playlist-sessions.ts";
import type { Playlist, PlaylistItem } from "#contracts/playlists.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test, type Page } from "./support/test.ts";

/**
 * The session history on a playlist's page: its owner sees the sessions the player logged, as a
 * chart and a table; a new playlist shows the empty state; another browser sees no history. Sessions are
 * logged through the API with the page's own cookie, as the player does.
 */

/** The API takes changes from the site's own pages only (their Origin). */
const fromSite = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

async function playlistOf(page: Page, name: string, isPublic = false): Promise<{ playlist: Playlist; items: PlaylistItem[] }> {
  const exercises = (await (await page.request.get("/api/exercises")).json()) as Exercise[];
  const created = await page.request.post("/api/playlists", { headers: fromSite(), data: { name, isPublic } });
  expect(created.status()).toBe(201);
  const playlist = (await created.json()) as Playlist;
  const items: PlaylistItem[] = [];
  for (const exercise of exercises.slice(0, 3)) {
    const added = await page.request.post(`/api/playlists/${playlist.id}/items`, {
      headers: fromSite(),
      data: { exerciseId: exercise.id },
    });
    expect(added.status()).toBe(201);
    items.push((await added.json()) as PlaylistItem);
  }
  return { playlist, items };
}

async function record(page: Page, playlistId: number, session: RecordSessionPayload): Promise<PlaylistSession> {
  const answer = await page.request.post(`/api/playlists/${playlistId}/sessions`, { headers: fromSite(), data: session });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as PlaylistSession;
}

/** The brief's words, verbatim. */
const sessionHistoryTexts = { heading: "Session history", empty: "No sessions yet. Play the workout to log your first session." };
const history = (page: Page) => page.getByRole("region", { name: sessionHistoryTexts.heading });

// Two axe scans per test: on a loaded two-core machine one scan alone took over 20 s.
test.describe.configure({ timeout: 120_000 });

test("the owner sees the logged sessions, newest first, as a chart and a table", async ({ page }) => {
  const { playlist, items } = await playlistOf(page, "Logged week");
  await record(page, playlist.id, { activeSeconds: 1_500, completedCount: 3, totalCount: 3, skippedItemIds: [], effort: 5, pain: 4 });
  await record(page, playlist.id, { activeSeconds: 905, completedCount: 2, totalCount: 3, skippedItemIds: [items[2]!.id], effort: 7 });
  const newest = await record(page, playlist.id, {
    activeSeconds: 1_380,
    completedCount: 3,
    totalCount: 3,
    skippedItemIds: [],
    effort: 6,
    pain: 2,
  });

  await page.goto(`/exercise-playlist/${playlist.id}`);
  const section = history(page);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(sessionHistoryTexts.heading);
  const rows = section.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole("cell")).toHaveText(["3 of 3", "23m 0s", "0", "6", "2"]);
  await expect(rows.nth(1).getByRole("cell")).toHaveText(["2 of 3", "15m 5s", "1", "7", "–not recorded"]);
  await expect(rows.nth(2).getByRole("cell")).toHaveText(["3 of 3", "25m 0s", "0", "5", "4"]);

  // Dates in the browser's own locale and zone once the page has hydrated.
  const expected = await page.evaluate(
    (endedAt) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(endedAt)),
    newest.endedAt,
  );
  await expect(rows.nth(0).getByRole("rowheader").locator("time")).toContainText(expected);
  await expect(rows.nth(0).getByRole("rowheader").locator("time")).toHaveAttribute("datetime", newest.endedAt);

  // The chart: one effort marker per session, pain for the two that rated it, a line broken by the gap.
  const chart = section.getByRole("img", {
    name: /^Chart of effort and knee pain, 0 to 10, over 3 sessions from .+ to .+\. The table lists each session\.$/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator("g.text-blue-700 circle")).toHaveCount(3);
  await expect(chart.locator("g.text-blue-700 polyline")).toHaveCount(1);
  await expect(chart.locator("g.text-red-700 rect")).toHaveCount(2);
  await expect(chart.locator("g.text-red-700 polyline")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a playlist with no sessions shows the empty state", async ({ page }) => {
  const { playlist } = await playlistOf(page, "Not played yet");
  await page.goto(`/exercise-playlist/${playlist.id}`);
  await expect(history(page)).toContainText(sessionHistoryTexts.empty);
  await expect(history(page).getByRole("table")).toHaveCount(0);
  await expect(history(page).getByRole("img")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("one session is one point in the middle of the chart", async ({ page }) => {
  const { playlist } = await playlistOf(page, "Played once");
  await record(page, playlist.id, { activeSeconds: 600, completedCount: 1, totalCount: 3, skippedItemIds: [], effort: 3, pain: 1 });
  await page.goto(`/exercise-playlist/${playlist.id}`);
  await expect(history(page).getByRole("table").locator("tbody tr")).toHaveCount(1);
  const chart = history(page).getByRole("img", { name: /for one session on/ });
  await expect(chart.locator("circle")).toHaveCount(1);
  await expect(chart.locator("rect")).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("another browser sees a public playlist without its history", async ({ page, browser, baseURL }) => {
  const { playlist } = await playlistOf(page, "Shared, history kept", true);
  await record(page, playlist.id, { activeSeconds: 600, completedCount: 3, totalCount: 3, skippedItemIds: [], effort: 4, pain: 3 });
  const other = await browser.newContext({ baseURL: baseURL! });
  const stranger = await other.newPage();
  await stranger.goto(`/exercise-playlist/${playlist.id}`);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Shared, history kept");
  await expect(stranger.getByRole("button", { name: "Copy to my playlists" })).toBeVisible();
  await expect(stranger.getByRole("heading", { name: sessionHistoryTexts.heading })).toHaveCount(0);
  expect((await stranger.request.get(`/api/playlists/${playlist.id}/sessions`)).status()).toBe(403);
  await other.close();
});
