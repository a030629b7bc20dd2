import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import type { Playlist, PlaylistItem } from "#contracts/playlists.ts";
import { expect, test, type Page } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/**
 * The playlist player at both widths, on a mocked clock (page.clock, installed before the page
 * loads and paused once the player is there, which starts paused): the spec's texts and states, the get-ready countdown, sets, sides and
 * rests, auto-advance, previous/next, pause stopping time and music, volume and mute, the keyboard, the
 * session's end, the empty playlist; axe in every state. Each test makes its own playlist through the API.
 */

test.describe.configure({ timeout: 180_000 });

const fromSite = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

interface Session {
  playlist: Playlist;
  items: PlaylistItem[];
  /** A: a two-leg hold, 1 × 10 s (10 s). B: a one-leg hold on both sides, 2 × 5 s, rest 3 s (29 s). C: a third exercise, no music. */
  a: Exercise;
  b: Exercise;
  c: Exercise;
  tracks: MusicTrack[];
}

async function sessionPlaylist(page: Page, isPublic = false): Promise<Session> {
  const exercises = (await (await page.request.get("/api/exercises")).json()) as Exercise[];
  const tracks = (await (await page.request.get("/api/music-tracks")).json()) as MusicTrack[];
  const a = exercises.find((exercise) => !exercise.unilateral && exercise.dosage.holdSeconds !== null && exercise.instructions)!;
  const b = exercises.find((exercise) => exercise.unilateral && exercise.dosage.holdSeconds !== null)!;
  const c = exercises.find((exercise) => exercise.dosage.reps !== null && exercise.id !== a.id && exercise.id !== b.id)!;
  const created = await page.request.post("/api/playlists", {
    headers: fromSite(),
    data: { userId: 1, name: "Player session", description: "", isPublic },
  });
  expect(created.status()).toBe(201);
  const playlist = (await created.json()) as Playlist;
  const items: PlaylistItem[] = [];
  for (const data of [
    { exerciseId: a.id, musicTrackId: tracks[0]!.id, sets: 1, holdSeconds: 10, restSeconds: 0 },
    { exerciseId: b.id, musicTrackId: tracks[1]!.id, sets: 2, holdSeconds: 5, restSeconds: 3, side: "both" },
    { exerciseId: c.id, musicTrackId: 0 },
  ]) {
    const added = await page.request.post(`/api/playlists/${playlist.id}/items`, { headers: fromSite(), data: { notes: "", ...data } });
    expect(added.status()).toBe(201);
    items.push((await added.json()) as PlaylistItem);
  }
  return { playlist, items, a, b, c, tracks };
}

/** Opens the playlist on a paused fake clock and the 'Play Workout' tab. */
async function openPlayer(page: Page, playlist: Playlist) {
  await page.clock.install();
  await page.goto(`/exercise-playlist/${playlist.id}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // The clock pauses once the player is there: React reveals a lazy component on a timer.
  await page.getByRole("tab", { name: "Play Workout" }).click();
  await expect(page.getByRole("heading", { name: "Now Playing" })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

const player = (page: Page) => page.getByRole("region", { name: "Now Playing" });
const music = (page: Page) => page.getByTestId("player-music");
const musicPaused = (page: Page) => music(page).evaluate((element: HTMLAudioElement) => element.paused);
const progress = (page: Page) => page.getByRole("progressbar", { name: "Exercise progress" });
const playButton = (page: Page) => page.getByRole("button", { name: "Play", exact: true });
const pauseButton = (page: Page) => page.getByRole("button", { name: "Pause", exact: true });
const seconds = (n: number) => n * 1_000;

/**
 * axe waits on timers, which the paused clock holds: the player is paused (its position does not move
 * while paused; the state scanned is the same screen), the clock runs for the scan, then stops again.
 */
async function expectAccessible(page: Page) {
  const wasPlaying = await pauseButton(page).isVisible();
  if (wasPlaying) await pauseButton(page).click();
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  if (wasPlaying) await playButton(page).click();
}

test("the spec's Now Playing screen, the get-ready countdown, sets, sides, rests, pause and auto-advance", async ({ page }) => {
  const { playlist, a, b, tracks } = await sessionPlaylist(page);
  await openPlayer(page, playlist);
  const region = player(page);

  // Paused at the start: the first item, its get-ready, its whole time remaining.
  await expect(region.getByText("1 of 3", { exact: true })).toBeVisible();
  await expect(region.getByText(a.category, { exact: true })).toBeVisible();
  await expect(region.getByText(a.difficulty, { exact: true })).toBeVisible();
  await expect(region.getByRole("heading", { name: a.name })).toBeVisible();
  await expect(region.getByText(a.description)).toBeVisible();
  await expect(region.getByText("Instructions:", { exact: true })).toBeVisible();
  await expect(region.getByText("0:10 remaining", { exact: true })).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
  await expect(region.getByText("Get ready", { exact: true })).toBeVisible();
  await expect(region.getByLabel("5 seconds")).toBeVisible();
  await expect(region.getByText(`${tracks[0]!.title}`, { exact: true })).toBeVisible();
  await expect(region.getByText(`- ${tracks[0]!.artist}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous exercise" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Next exercise" })).toBeEnabled();
  expect(await musicPaused(page)).toBe(true);
  await expectAccessible(page);

  // Playing: the get-ready counts down, then the set starts and the item's time runs.
  await playButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  expect(await musicPaused(page)).toBe(false);
  await page.clock.runFor(seconds(3));
  await expect(region.getByLabel("2 seconds")).toBeVisible();
  await expect(region.getByText("0:10 remaining", { exact: true })).toBeVisible();
  await page.clock.runFor(seconds(2));
  await expect(region.getByText("Go", { exact: true })).toBeVisible();
  await expect(region.getByText("Set 1 of 1 · Hold 10 s", { exact: true })).toBeVisible();
  await expect(region.getByText(`Next: ${b.name}`, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.clock.runFor(seconds(4));
  await expect(region.getByText("0:06 remaining", { exact: true })).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "40");

  // Pause stops time and the music.
  await pauseButton(page).click();
  await expect(playButton(page)).toBeVisible();
  expect(await musicPaused(page)).toBe(true);
  await page.clock.runFor(seconds(20));
  await expect(region.getByText("0:06 remaining", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The item's time runs out: the next one, its own music, resting before it with its whole time intact.
  await playButton(page).click();
  await page.clock.runFor(seconds(7));
  await expect(region.getByText("2 of 3", { exact: true })).toBeVisible();
  await expect(region.getByText("Rest before the next exercise", { exact: true })).toBeVisible();
  await expect(region.getByText(`Next: ${b.name}`, { exact: true })).toBeVisible();
  await expect(region.getByText("0:29 remaining", { exact: true })).toBeVisible();
  // The track's Opus file, which chromium plays (about half the MP3's bytes).
  await expect(music(page)).toHaveAttribute("src", tracks[1]!.audioUrls[0]!.url);
  expect(await musicPaused(page)).toBe(false);
  await expectAccessible(page);

  // A one-leg exercise on both sides: every set on the left, then on the right, rests between.
  await page.clock.runFor(seconds(15));
  await expect(region.getByText("Set 1 of 2 · Left · Hold 5 s", { exact: true })).toBeVisible();
  await expect(region.getByText("Next: rest 3 s", { exact: true })).toBeVisible();
  await page.clock.runFor(seconds(6));
  await expect(region.getByText("Rest", { exact: true })).toBeVisible();
  await expect(region.getByText("Next: Set 2 of 2 · Left", { exact: true })).toBeVisible();
  await page.clock.runFor(seconds(10));
  await expect(region.getByText("Set 1 of 2 · Right · Hold 5 s", { exact: true })).toBeVisible();
});

test("previous and next: disabled at the ends, reset progress, keep playing; the last item ends the session", async ({ page }) => {
  const { playlist, c } = await sessionPlaylist(page);
  await openPlayer(page, playlist);
  const region = player(page);
  const previous = page.getByRole("button", { name: "Previous exercise" });
  const next = page.getByRole("button", { name: "Next exercise" });

  await playButton(page).click();
  await page.clock.runFor(seconds(8));
  await next.click();
  await expect(region.getByText("2 of 3", { exact: true })).toBeVisible();
  await expect(region.getByText("Get ready", { exact: true })).toBeVisible();
  await expect(region.getByText("0:29 remaining", { exact: true })).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
  await expect(pauseButton(page)).toBeVisible();
  await page.clock.runFor(seconds(7));
  await expect(region.getByText("0:27 remaining", { exact: true })).toBeVisible();
  await previous.click();
  await expect(region.getByText("1 of 3", { exact: true })).toBeVisible();
  await expect(region.getByText("0:10 remaining", { exact: true })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(pauseButton(page)).toBeVisible();

  await next.click();
  await next.click();
  await expect(region.getByText("3 of 3", { exact: true })).toBeVisible();
  await expect(region.getByRole("heading", { name: c.name })).toBeVisible();
  await expect(next).toBeDisabled();
  // The third item has no music: no track, no mute, no volume.
  await expect(page.getByRole("button", { name: "Mute music" })).toHaveCount(0);
  await expect(music(page)).toHaveCount(0);
  await expectAccessible(page);

  // Its time runs out: the session is over, with what was done and skipped.
  await page.clock.runFor(seconds(c.duration + 20));
  await expect(page.getByRole("heading", { name: "Session complete" })).toBeVisible();
  await expect(page.getByText("1 of 3", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("volume 0-100 from 80, mute, and the keyboard: Space, arrows, M, announced; not while typing", async ({ page }) => {
  const { playlist, b } = await sessionPlaylist(page);
  await openPlayer(page, playlist);
  const region = player(page);
  const volume = page.getByRole("slider", { name: "Music volume" });
  await expect(volume).toHaveValue("80");
  await expect(volume).toHaveAttribute("min", "0");
  await expect(volume).toHaveAttribute("max", "100");
  await expect(volume).toHaveAttribute("step", "1");
  expect(await music(page).evaluate((element: HTMLAudioElement) => element.volume)).toBeCloseTo(0.8);
  await volume.fill("35");
  expect(await music(page).evaluate((element: HTMLAudioElement) => element.volume)).toBeCloseTo(0.35);

  await page.getByRole("button", { name: "Mute music" }).click();
  await expect(page.getByRole("button", { name: "Unmute music" })).toBeVisible();
  expect(await music(page).evaluate((element: HTMLAudioElement) => element.muted)).toBe(true);
  await expectAccessible(page);

  // Keys act from anywhere but a form field.
  await page.getByRole("heading", { name: "Now Playing" }).click();
  await page.keyboard.press("m");
  await expect(page.getByRole("button", { name: "Mute music" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Player announcements" })).toHaveText("Music unmuted");
  await page.keyboard.press(" ");
  await expect(pauseButton(page)).toBeVisible();
  await expect(page.getByRole("status", { name: "Player announcements" })).toHaveText("Playing");
  expect(await musicPaused(page)).toBe(false);
  await page.keyboard.press("ArrowRight");
  await expect(region.getByText("2 of 3", { exact: true })).toBeVisible();
  await expect(page.getByRole("status", { name: "Player announcements" })).toContainText(b.name);
  await page.keyboard.press("ArrowLeft");
  await expect(region.getByText("1 of 3", { exact: true })).toBeVisible();
  await page.keyboard.press(" ");
  await expect(playButton(page)).toBeVisible();
  expect(await musicPaused(page)).toBe(true);

  await volume.focus();
  await page.keyboard.press("ArrowRight");
  await expect(region.getByText("1 of 3", { exact: true })).toBeVisible();
  await expect(volume).toHaveValue("36");
});

test("the end of a session: a summary and, for the owner, 'How did it feel?' sending the session's log", async ({
  page,
  browser,
  baseURL,
}) => {
  const { playlist, items } = await sessionPlaylist(page, true);
  await openPlayer(page, playlist);
  await playButton(page).click();
  await page.clock.runFor(seconds(16));
  await page.getByRole("button", { name: "Next exercise" }).click();
  await page.clock.runFor(seconds(4));
  await page.getByRole("button", { name: "End session" }).click();

  await expect(page.getByRole("heading", { name: "Session complete" })).toBeVisible();
  await expect(page.getByText("1 of 3", { exact: true })).toBeVisible();
  await expect(page.getByText("0m 20s", { exact: true })).toBeVisible();
  const form = page.getByRole("heading", { name: "How did it feel?" });
  await expect(form).toBeVisible();
  await page
    .getByRole("group", { name: /Effort/ })
    .getByText("6", { exact: true })
    .click();
  await page
    .getByRole("group", { name: /Knee pain/ })
    .getByText("2", { exact: true })
    .click();
  await expectAccessible(page);
  const sent = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith(`/api/playlists/${playlist.id}/sessions`),
  );
  await page.getByRole("button", { name: "Save session" }).click();
  const saved = await sent;
  expect(saved.request().postDataJSON()).toEqual({
    activeSeconds: 20,
    completedCount: 1,
    totalCount: 3,
    skippedItemIds: [items[1]!.id],
    effort: 6,
    pain: 2,
  });
  expect(saved.status()).toBe(201);
  // The toast and the page's revalidated history (it shows the session at once, and after a reload, kept
  // by the server) are revealed on React's timers, which the mocked clock holds while paused.
  await page.clock.resume();
  await expect(page.getByText("Session saved", { exact: true })).toBeVisible();
  const history = page.getByRole("region", { name: "Session history" });
  await expect(history.getByRole("table").locator("tbody tr")).toHaveCount(1);
  await page.reload();
  const row = page.getByRole("region", { name: "Session history" }).getByRole("table").locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell")).toHaveText(["1 of 3", "0m 20s", "1", "6", "2"]);

  // Someone else's (public) playlist: the summary without the form.
  const other = await browser.newContext({ baseURL: baseURL! });
  const stranger = await other.newPage();
  await openPlayer(stranger, playlist);
  await stranger.getByRole("button", { name: "End session" }).click();
  await expect(stranger.getByRole("heading", { name: "Session complete" })).toBeVisible();
  await expect(stranger.getByRole("heading", { name: "How did it feel?" })).toHaveCount(0);
  await other.close();
});

/**
 * Records what plays cues and keeps the screen: every media element's play() (its file, volume, whether
 * muted, the music's volume then, the mocked clock's time), speechSynthesis.speak and cancel (faked:
 * headless chromium has no voice; the test ends an utterance itself), the wake lock (faked: headless
 * chromium refuses it) and its release, and requestFullscreen/exitFullscreen (recorded, then done).
 */
function recordCues() {
  interface Recorded {
    plays: { src: string; volume: number; muted: boolean; musicVolume: number | null; at: number }[];
    spoken: { text: string; volume: number; at: number }[];
    utterances: SpeechSynthesisUtterance[];
    cancels: number;
    wakeLocks: { type: string; released: boolean }[];
    fullscreen: string[];
  }
  const recorded: Recorded = { plays: [], spoken: [], utterances: [], cancels: 0, wakeLocks: [], fullscreen: [] };
  (window as unknown as { cues: Recorded }).cues = recorded;
  const musicVolume = () => document.querySelector<HTMLAudioElement>("[data-testid=player-music]")?.volume ?? null;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    recorded.plays.push({
      src: new URL(this.src, location.href).pathname,
      volume: this.volume,
      muted: this.muted,
      musicVolume: musicVolume(),
      at: Date.now(),
    });
    return play.call(this);
  };
  Object.defineProperty(window, "speechSynthesis", {
    value: {
      speak: (utterance: SpeechSynthesisUtterance) => {
        recorded.spoken.push({ text: utterance.text, volume: utterance.volume, at: Date.now() });
        recorded.utterances.push(utterance);
      },
      cancel: () => (recorded.cancels += 1),
    },
  });
  Object.defineProperty(navigator, "wakeLock", {
    value: {
      request: (type: string) => {
        const lock = { type, released: false };
        recorded.wakeLocks.push(lock);
        return Promise.resolve({ type, release: () => Promise.resolve(void (lock.released = true)) });
      },
    },
  });
  const request = Element.prototype.requestFullscreen;
  Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
    recorded.fullscreen.push(`request ${this.getAttribute("aria-labelledby") ?? this.tagName}`);
    return request.call(this, options);
  };
  const exit = Document.prototype.exitFullscreen;
  Document.prototype.exitFullscreen = function (this: Document) {
    recorded.fullscreen.push("exit");
    return exit.call(this);
  };
}

type Recorded = {
  plays: { src: string; volume: number; muted: boolean; musicVolume: number | null; at: number }[];
  spoken: { text: string; volume: number; at: number }[];
  cancels: number;
  wakeLocks: { type: string; released: boolean }[];
  fullscreen: string[];
};
const recordedCues = (page: Page) =>
  page.evaluate(() => {
    const { utterances: _, ...rest } = (window as unknown as { cues: Recorded & { utterances: unknown } }).cues;
    return rest as Recorded;
  });
/** The cue tones heard: each tone's kind and the session's second it sounded at (the priming plays, muted, left out). */
const tonesHeard = async (page: Page, from: number) =>
  (await recordedCues(page)).plays
    .filter((play) => play.src.startsWith("/media/cues/") && !play.muted)
    .map((play) => `${/\/(\w+)\.\w+$/.exec(play.src)![1]}@${(play.at - from) / 1_000}`);
/** Lets the page's queued work (React's renders and effects run from message-channel tasks) finish. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

test("cues: tones at a set's start, its last three seconds and its end on the clock; spoken cues at their volume; the music ducked under them; wake lock; full screen", async ({
  page,
}) => {
  const { playlist } = await sessionPlaylist(page);
  await page.addInitScript(recordCues);
  await openPlayer(page, playlist);
  const region = player(page);
  await page.getByRole("slider", { name: "Cue volume" }).fill("50");
  // By keyboard: at 390 px the page's fixed quick-links bar may lie over the box.
  await page.getByRole("checkbox", { name: "Spoken cues" }).focus();
  await page.keyboard.press(" ");
  await expect(page.getByRole("checkbox", { name: "Spoken cues" })).toBeChecked();

  await playButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  const start = await page.evaluate(() => Date.now());
  await expect.poll(async () => (await recordedCues(page)).wakeLocks).toEqual([{ type: "screen", released: false }]);
  // Play loads the three tones and primes each (muted, stopped at once: iOS's rule for later plays).
  const primed = (await recordedCues(page)).plays.filter((play) => play.src.startsWith("/media/cues/"));
  expect(primed.map((play) => [play.src, play.muted])).toEqual([
    ["/media/cues/start.webm", true],
    ["/media/cues/count.webm", true],
    ["/media/cues/end.webm", true],
  ]);
  expect(await tonesHeard(page, start)).toEqual([]);

  // Second by second through the get-ready (5 s) and the hold (10 s): the count on the last three seconds
  // of each, the start tone as the hold starts, the end tone as it ends.
  const musicVolume = () => music(page).evaluate((element: HTMLAudioElement) => element.volume);
  const timerShows = async (second: number) => {
    await expect(region.getByRole("timer")).toHaveAccessibleName(
      second < 5 ? `${5 - second} seconds` : second < 15 ? `${15 - second} seconds` : /seconds$/,
    );
    await settle(page);
  };
  for (let second = 1; second <= 15; second++) {
    await page.clock.runFor(seconds(1));
    await timerShows(second);
    if (second === 5) {
      // Under the start tone and the spoken cue the music is at 30 % of its 80, and stays there, past the
      // tone, until the utterance ends.
      await expect.poll(musicVolume).toBeCloseTo(0.24);
      expect((await recordedCues(page)).spoken).toEqual([{ text: "Set 1 of 1 · Hold 10 s", volume: 0.5, at: start + seconds(5) }]);
      await page.clock.runFor(750);
      await settle(page);
      expect(await musicVolume()).toBeCloseTo(0.24);
      await page.evaluate(() =>
        (window as unknown as { cues: { utterances: SpeechSynthesisUtterance[] } }).cues.utterances.at(-1)!.onend!(
          {} as SpeechSynthesisEvent,
        ),
      );
      await expect.poll(musicVolume).toBeCloseTo(0.8);
      await page.clock.runFor(250);
      await timerShows(++second);
    } else if (second === 12) {
      // A tone alone: lowered, then back up 700 ms later.
      await expect.poll(musicVolume).toBeCloseTo(0.24);
      await page.clock.runFor(750);
      await expect.poll(musicVolume).toBeCloseTo(0.8);
      await page.clock.runFor(250);
      await timerShows(++second);
      await expect.poll(musicVolume).toBeCloseTo(0.24);
    }
  }
  expect(await tonesHeard(page, start)).toEqual(["count@2", "count@3", "count@4", "start@5", "count@12", "count@13", "count@14", "end@15"]);
  const tones = (await recordedCues(page)).plays.filter((play) => play.src.startsWith("/media/cues/") && !play.muted);
  // At the cue volume; the music (80) was not yet lowered by the tone that lowers it.
  expect(tones.every((tone) => tone.volume === 0.5)).toBe(true);
  await expect(region.getByText("Rest before the next exercise", { exact: true })).toBeVisible();
  expect((await recordedCues(page)).spoken.map((cue) => cue.text)).toEqual([
    "Set 1 of 1 · Hold 10 s",
    "Rest before the next exercise, 10 seconds",
  ]);

  // Pause: the wake lock is released, the cues silenced; playing again takes a new one.
  const cancelsBefore = (await recordedCues(page)).cancels;
  await pauseButton(page).click();
  await expect.poll(async () => (await recordedCues(page)).wakeLocks).toEqual([{ type: "screen", released: true }]);
  expect((await recordedCues(page)).cancels).toBeGreaterThan(cancelsBefore);
  await expect.poll(() => music(page).evaluate((element: HTMLAudioElement) => element.volume)).toBeCloseTo(0.8);
  await playButton(page).click();
  await expect
    .poll(async () => (await recordedCues(page)).wakeLocks)
    .toEqual([
      { type: "screen", released: true },
      { type: "screen", released: false },
    ]);

  // Full screen: the player itself, entered and left by its button.
  await page.getByRole("button", { name: "Full screen" }).click();
  await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute("aria-labelledby"))).toBe("now-playing");
  await page.getByRole("button", { name: "Exit full screen" }).click();
  await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible();
  expect((await recordedCues(page)).fullscreen).toEqual(["request now-playing", "exit"]);
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  // Neither stopped the session.
  await expect(pauseButton(page)).toBeVisible();
});

test("reduced motion: the progress bar does not animate, the time is also text", async ({ page }) => {
  const { playlist } = await sessionPlaylist(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPlayer(page, playlist);
  const bar = progress(page).locator("div");
  expect(await bar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0s");
  await expect(player(page).getByText(/^\d+:\d\d remaining$/)).toBeVisible();
  await expectAccessible(page);
});

test("?tab=play opens the playlist on its player", async ({ page }) => {
  const { playlist, a } = await sessionPlaylist(page);
  await page.goto(`/exercise-playlist/${playlist.id}?tab=play`);
  await expect(page.getByRole("tab", { name: "Play Workout" })).toHaveAttribute("aria-selected", "true");
  await expect(player(page).getByRole("heading", { name: a.name })).toBeVisible();
  await expect(playButton(page)).toBeVisible();
});

test("an empty playlist says so", async ({ page }) => {
  const created = await page.request.post("/api/playlists", {
    headers: fromSite(),
    data: { userId: 1, name: "Nothing yet", description: "" },
  });
  const empty = (await created.json()) as Playlist;
  await page.goto(`/exercise-playlist/${empty.id}`);
  await expect(page.getByText("This playlist is empty. Add exercises to get started.", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
