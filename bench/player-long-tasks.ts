/**
 * The playlist player's smoothness (issue 16 budget: no long task over 50 ms while playing) and its loading
 * (its code loads with the 'Play Workout' tab, not with the playlist page).
 *
 *   npm run build && node bench/player-long-tasks.ts [--seconds 20] [--origin http://localhost:3000]
 *
 * Starts the production server from the build, makes a playlist of three exercises with music through the
 * API, opens it in Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium), prints the page's first
 * JavaScript (what it fetched before the tab was opened: no player chunk in it), opens the tab, plays for
 * the given seconds with a PerformanceObserver on 'longtask', and prints their count and longest. Exits 1
 * when the player is in the first JavaScript or a long task went over 50 ms.
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { parseConfig } from "#server/config.ts";
import { chromiumArgs } from "../playwright.config.ts";
import { startProductionServer } from "./support/server.ts";

const BUDGET_MS = 50;
const { values } = parseArgs({ options: { seconds: { type: "string", default: "20" }, origin: { type: "string" } } });
const seconds = Number(values.seconds);

// --origin: a production server already running (its PUBLIC_URL), for a machine too busy to start one in 60 s.
const server = values.origin ? { origin: values.origin, stop: async () => undefined } : await startProductionServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
let failed = false;
try {
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Changes are taken from the site's own origin only: PUBLIC_URL's, which the server read from this environment.
  const headers = { origin: values.origin ?? new URL(parseConfig(process.env).publicUrl).origin };
  const exercises = (await (await page.request.get("/api/exercises")).json()) as Exercise[];
  const tracks = (await (await page.request.get("/api/music-tracks")).json()) as MusicTrack[];
  const playlist = (await (await page.request.post("/api/playlists", { headers, data: { name: "Bench session", description: "", isPublic: false } })).json()) as Playlist;
  for (const exercise of exercises.filter((candidate) => candidate.videoUrl).slice(0, 3)) {
    const added = await page.request.post(`/api/playlists/${playlist.id}/items`, { headers, data: { exerciseId: exercise.id, musicTrackId: tracks[0]!.id, notes: "" } });
    if (!added.ok()) throw new Error(`adding an item answered ${added.status()}: ${await added.text()}`);
  }

  const scripts: { url: string; bytes: number }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    void response.body().then(
      (body) => scripts.push({ url: new URL(response.url()).pathname, bytes: body.length }),
      () => undefined,
    );
  });
  await page.goto(`/exercise-playlist/${playlist.id}`, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor();
  const first = [...scripts];
  const playerInFirst = first.filter((script) => /\/player-[^/]*\.js$/.test(script.url));
  const firstBytes = first.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`playlist page's first JavaScript: ${first.length} scripts, ${firstBytes} bytes (uncompressed); player chunk in it: ${playerInFirst.length === 0 ? "no" : "YES"}`);
  if (playerInFirst.length > 0) failed = true;

  await page.evaluate(() => {
    const entries: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof entries }).longTasks = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) entries.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: false });
  });
  await page.getByRole("tab", { name: "Play Workout" }).click();
  await page.getByRole("button", { name: "Play", exact: true }).waitFor();
  const playedFrom = await page.evaluate(() => performance.now());
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const playerChunk = scripts.find((script) => /\/player-[^/]*\.js$/.test(script.url));
  console.log(`player chunk, loaded with the tab: ${playerChunk ? `${playerChunk.url} ${playerChunk.bytes} bytes (uncompressed)` : "not seen"}`);
  await page.waitForTimeout(seconds * 1000);
  const remaining = await page.getByText(/\d+:\d\d remaining/).textContent();
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks);
  const longest = (tasks: { duration: number }[]) => (tasks.length === 0 ? 0 : Math.max(...tasks.map((task) => task.duration)));
  const opening = longTasks.filter((task) => task.start < playedFrom);
  const playing = longTasks.filter((task) => task.start >= playedFrom);
  console.log(`opening the tab (the player's chunk, first render): ${opening.length} long tasks, longest ${longest(opening).toFixed(0)} ms`);
  console.log(`played ${seconds} s (now '${remaining}'): ${playing.length} long tasks, longest ${longest(playing).toFixed(0)} ms (budget: none over ${BUDGET_MS} ms)`);
  if (longest(playing) > BUDGET_MS) failed = true;
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
