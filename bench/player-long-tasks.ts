/**
 * The playlist player's smoothness (budget: no long task over 50 ms while playing) and its loading
 * (its code loads with the 'Play Workout' tab, not with the playlist page).
 *
 *   npm run build && node bench/player-long-tasks.ts [--seconds 20] [--origin http://localhost:3000] [--trace]
 *
 * Starts the production server from the build, makes a playlist of three exercises with music through the
 * API, opens it in Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium), prints the page's first
 * JavaScript (what it fetched before the tab was opened: no player chunk in it), opens the tab, plays for
 * the given seconds with a PerformanceObserver on 'longtask', and prints their count and longest. Exits 1
 * when the player is in the first JavaScript or a long task went over 50 ms. --trace also records a chromium
 * trace while playing and prints each main-thread task's CPU time beside its wall time (what a loaded
 * machine's figures mean), with the load average.
 */
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { chromiumArgs, chromiumPath } from "#tests/support/chromium.ts";
import { startProductionServer } from "./support/server.ts";

const BUDGET_MS = 50;
const { values } = parseArgs({
  options: { seconds: { type: "string", default: "20" }, origin: { type: "string" }, trace: { type: "boolean", default: false } },
});
const seconds = Number(values.seconds);

// --origin: a production server already running at that address, for a machine too busy to start one in 60 s.
const server = values.origin ? { origin: values.origin, stop: async () => undefined } : await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let failed = false;
try {
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Changes are sent as the site's own pages send them, from the origin they are made to.
  const headers = { origin: server.origin };
  const exercises = (await (await page.request.get("/api/exercises")).json()) as Exercise[];
  const tracks = (await (await page.request.get("/api/music-tracks")).json()) as MusicTrack[];
  const playlist = (await (
    await page.request.post("/api/playlists", { headers, data: { name: "Bench session", description: "", isPublic: false } })
  ).json()) as Playlist;
  for (const exercise of exercises.filter((candidate) => candidate.videoUrl).slice(0, 3)) {
    const added = await page.request.post(`/api/playlists/${playlist.id}/items`, {
      headers,
      data: { exerciseId: exercise.id, musicTrackId: tracks[0]!.id, notes: "" },
    });
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
  console.log(
    `playlist page's first JavaScript: ${first.length} scripts, ${firstBytes} bytes (uncompressed); player chunk in it: ${playerInFirst.length === 0 ? "no" : "YES"}`,
  );
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
  // A trace of the same time, for each main-thread task's CPU time beside its wall time: on a loaded machine
  // a task's wall time includes the time the thread waited for a core, which the CPU time does not.
  // The trace costs time of its own (more long tasks): only with --trace.
  if (values.trace) await browser.startTracing(page, { categories: ["disabled-by-default-devtools.timeline"] });
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const playerChunk = scripts.find((script) => /\/player-[^/]*\.js$/.test(script.url));
  console.log(
    `player chunk, loaded with the tab: ${playerChunk ? `${playerChunk.url} ${playerChunk.bytes} bytes (uncompressed)` : "not seen"}`,
  );
  await page.waitForTimeout(seconds * 1000);
  const remaining = await page.getByText(/\d+:\d\d remaining/).textContent();
  const tasks = values.trace ? mainThreadTasks(await browser.stopTracing()) : null;
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks);
  const longest = (tasks: { duration: number }[]) => (tasks.length === 0 ? 0 : Math.max(...tasks.map((task) => task.duration)));
  const opening = longTasks.filter((task) => task.start < playedFrom);
  const playing = longTasks.filter((task) => task.start >= playedFrom);
  console.log(
    `opening the tab (the player's chunk, first render): ${opening.length} long tasks, longest ${longest(opening).toFixed(0)} ms`,
  );
  console.log(
    `played ${seconds} s (now '${remaining}'): ${playing.length} long tasks, longest ${longest(playing).toFixed(0)} ms (budget: none over ${BUDGET_MS} ms)`,
  );
  if (tasks) {
    const overWall = tasks.filter((task) => task.wallMs > BUDGET_MS);
    const overCpu = tasks.filter((task) => task.cpuMs > BUDGET_MS);
    const byCpu = [...tasks].sort((a, b) => b.cpuMs - a.cpuMs)[0];
    console.log(
      `traced while playing: ${tasks.length} main-thread tasks; over ${BUDGET_MS} ms of wall time: ${overWall.length}, of CPU time: ${overCpu.length}; most CPU in one task: ${byCpu ? `${byCpu.cpuMs.toFixed(0)} ms (${byCpu.wallMs.toFixed(0)} ms wall)` : "-"}`,
    );
  }
  const [load] = loadavg();
  console.log(
    `load average ${load!.toFixed(1)} on ${availableParallelism()} cores${load! > availableParallelism() ? ": busy, wall times are inflated by waiting for a core" : ""}`,
  );
  if (longest(playing) > BUDGET_MS) failed = true;
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);

/** The page renderer's main-thread tasks in a chromium trace: wall time (dur) and thread CPU time (tdur). */
function mainThreadTasks(trace: Buffer): { wallMs: number; cpuMs: number }[] {
  interface TraceEvent {
    ph: string;
    name: string;
    pid: number;
    tid: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string };
  }
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, { wallMs: number; cpuMs: number }[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== "X" || event.name !== "RunTask" || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), { wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? 0) / 1000 }]);
  }
  // One page, one renderer: the busiest main thread is its.
  return [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}
