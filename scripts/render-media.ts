import { chromium } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { chromiumArgs, chromiumPath } from "#tests/support/chromium.ts";

/**
 * Renders the home page's media from the sources in app/assets/media/source (nothing is downloaded):
 * the hero video from a canvas animation (one seamless period, H.264 + VP9, no audio), its poster (the
 * first frame, AVIF + WebP) and the two illustrations (SVG → AVIF + WebP at two widths each).
 * Needs chromium, ffmpeg and ImageMagick. Run: node scripts/render-media.ts [--only hero|illustrations]
 * (the hero takes minutes: 250 frames and two encodes).
 */
const mediaDir = path.resolve("app/assets/media");
const sourceDir = path.join(mediaDir, "source");
const FPS = 25;
const { only } = parseArgs({ options: { only: { type: "string" } } }).values;

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ["ignore", "ignore", "inherit"] });

/** AVIF and WebP of one PNG, resized to `width` (height follows). */
function encodeImage(png: string, name: string, width: number, quality: { avif: number; webp: number }): void {
  run("convert", [png, "-resize", `${width}x`, "-quality", String(quality.avif), path.join(mediaDir, `${name}.avif`)]);
  run("convert", [
    png,
    "-resize",
    `${width}x`,
    "-quality",
    String(quality.webp),
    "-define",
    "webp:method=6",
    path.join(mediaDir, `${name}.webp`),
  ]);
}

const work = mkdtempSync(path.join(tmpdir(), "media-"));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  if (only !== "illustrations") await renderHero();
  if (only !== "hero") await renderIllustrations();
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

/** Hero video: every frame of one period of the animation, encoded twice; the poster is frame 0. */
async function renderHero(): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(pathToFileURL(path.join(sourceDir, "hero.html")).href);
  const period = await page.evaluate(() => (window as unknown as { PERIOD: number }).PERIOD);
  const canvas = page.locator("canvas");
  for (let frame = 0; frame < period * FPS; frame++) {
    await page.evaluate((t) => (window as unknown as { draw: (t: number) => void }).draw(t), frame / FPS);
    await canvas.screenshot({ path: path.join(work, `frame-${String(frame).padStart(4, "0")}.png`) });
  }
  const frames = ["-framerate", String(FPS), "-i", path.join(work, "frame-%04d.png")];
  run("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    ...frames,
    "-c:v",
    "libx264",
    "-preset",
    "veryslow",
    "-crf",
    "27",
    "-pix_fmt",
    "yuv420p",
    "-profile:v",
    "high",
    "-movflags",
    "+faststart",
    "-an",
    path.join(mediaDir, "hero.mp4"),
  ]);
  run("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    ...frames,
    "-c:v",
    "libvpx-vp9",
    "-crf",
    "38",
    "-b:v",
    "0",
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-pix_fmt",
    "yuv420p",
    "-an",
    path.join(mediaDir, "hero.webm"),
  ]);
  // The poster is the first frame, so the video fades in over an identical picture.
  encodeImage(path.join(work, "frame-0000.png"), "hero-poster", 1280, { avif: 50, webp: 72 });
  encodeImage(path.join(work, "frame-0000.png"), "hero-poster-640", 640, { avif: 50, webp: 72 });
  for (const file of ["hero.mp4", "hero.webm", "hero-poster.avif", "hero-poster.webp", "hero-poster-640.avif", "hero-poster-640.webp"]) {
    console.log(`${file.padEnd(24)} ${(statSync(path.join(mediaDir, file)).size / 1024).toFixed(1)} KiB`);
  }
}

async function renderIllustrations(): Promise<void> {
  // Illustrations, rendered at twice the larger size for clean downscaling.
  for (const { name, width, height, widths } of [
    { name: "profile", width: 800, height: 1000, widths: [400, 800] },
    { name: "workshop", width: 1200, height: 800, widths: [600, 1200] },
  ]) {
    const illustration = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 2 });
    await illustration.goto(pathToFileURL(path.join(sourceDir, `${name}.svg`)).href);
    const png = path.join(work, `${name}.png`);
    await illustration.screenshot({ path: png });
    for (const w of widths) encodeImage(png, `${name}-${w}`, w, { avif: 55, webp: 80 });
  }
}
