import { chromium, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { EXERCISE_CATALOGUE } from "#db/seeds/exercise-catalogue.ts";
import { chromiumArgs, chromiumPath } from "#tests/support/chromium.ts";
import { EXERCISE_ART } from "./exercise-media/art.ts";
import { drawScene, HEIGHT, WIDTH } from "./exercise-media/scene.ts";

/**
 * Renders every exercise's picture, and the looping video of the ten most common, from the figure and pose
 * sources in scripts/exercise-media (docs/decisions/0020): chromium draws the SVG, ImageMagick makes the
 * WebP, ffmpeg the H.264 loop (faststart, no audio). Nothing is downloaded.
 * Run: node scripts/render-exercise-media.ts [--only <slug>] [--sheet /tmp/sheet.png] (pictures only, plus a
 * contact sheet of them for checking by eye; the videos take a few minutes).
 */
const outDir = path.resolve("public/media/exercises");
const FPS = 25;
const CONVERT = process.env.CONVERT_PATH ?? "/usr/bin/convert";
const { only, sheet } = parseArgs({ options: { only: { type: "string" }, sheet: { type: "string" } } }).values;

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ["ignore", "ignore", "inherit"] });
const kib = (file: string) => `${(statSync(file).size / 1024).toFixed(1)} KiB`;

async function shoot(page: Page, svg: string, file: string): Promise<void> {
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  await page.locator("svg").screenshot({ path: file });
}

mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), "exercise-media-"));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  // Pictures are drawn at twice the size and scaled down, for clean edges.
  const still = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 2 });
  const video = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  const pngs: string[] = [];
  for (const exercise of EXERCISE_CATALOGUE) {
    if (only && exercise.slug !== only) continue;
    const a = EXERCISE_ART[exercise.slug];
    if (!a) throw new Error(`no drawing for ${exercise.slug}`);
    const png = path.join(work, `${exercise.slug}.png`);
    await shoot(
      still,
      drawScene(
        a.view,
        a.props,
        a.motion(a.still),
        a.still,
        a.ghosts.map((g) => a.motion(g)),
      ),
      png,
    );
    pngs.push(png);
    const webp = path.join(outDir, `${exercise.slug}.webp`);
    run(CONVERT, [png, "-resize", `${WIDTH}x${HEIGHT}`, "-quality", "80", "-define", "webp:method=6", webp]);
    let line = `${exercise.slug.padEnd(32)} ${kib(webp)}`;
    if (exercise.videoUrl && !sheet) {
      const frames = Math.round(a.seconds * FPS);
      for (let f = 0; f < frames; f++) {
        const t = f / frames;
        await shoot(
          video,
          drawScene(a.view, a.props, a.motion(t), t),
          path.join(work, `${exercise.slug}-${String(f).padStart(4, "0")}.png`),
        );
      }
      const mp4 = path.join(outDir, `${exercise.slug}.mp4`);
      run("ffmpeg", [
        "-y",
        "-loglevel",
        "error",
        "-framerate",
        String(FPS),
        "-i",
        path.join(work, `${exercise.slug}-%04d.png`),
        "-c:v",
        "libx264",
        "-preset",
        "veryslow",
        "-crf",
        "28",
        "-tune",
        "animation",
        "-pix_fmt",
        "yuv420p",
        "-profile:v",
        "high",
        "-movflags",
        "+faststart",
        "-an",
        mp4,
      ]);
      line += `  ${kib(mp4)} (${a.seconds} s loop)`;
    }
    console.log(line);
  }
  if (sheet) run("/usr/bin/montage", [...pngs, "-tile", "6x", "-geometry", "320x240+4+4", sheet]);
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
