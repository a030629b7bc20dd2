import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { MUSIC_CATALOGUE } from "#db/seeds/music-catalogue.ts";
import { Mix, SAMPLE_RATE } from "./music/synth.ts";
import { perform, trackSeconds, TRACKS } from "./music/tracks.ts";

/**
 * Renders the playlist music from the scores in scripts/music (docs/decisions/0020): the synthesiser
 * writes mono PCM, ffmpeg encodes MP3 (96 kbps, every browser) and Opus in WebM (40 kbps). Each track is
 * played twice in a row and the second pass kept, so echoes from its end sound at its start and the loop
 * has no seam. Needs ffmpeg. Run: node scripts/render-music.ts [--only <slug>]
 */
const outDir = path.resolve("public/media/music");
const { only } = parseArgs({ options: { only: { type: "string" } } }).values;
const run = (args: string[]) => execFileSync("ffmpeg", ["-y", "-loglevel", "error", ...args], { stdio: ["ignore", "ignore", "inherit"] });

mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), "music-"));
try {
  for (const score of TRACKS) {
    if (only && score.slug !== only) continue;
    const entry = MUSIC_CATALOGUE.find((t) => t.slug === score.slug);
    const seconds = trackSeconds(score);
    if (!entry || entry.bpm !== score.bpm || entry.durationSeconds !== Math.round(seconds)) {
      throw new Error(`${score.slug}: the catalogue must say ${score.bpm} bpm and ${Math.round(seconds)} s`);
    }
    const mix = new Mix(2 * seconds + 1);
    perform(score, mix, 0);
    perform(score, mix, seconds);
    const from = Math.round(seconds * SAMPLE_RATE);
    const pcm = mix.master((score.echoBeats * 60) / score.bpm).subarray(from, from + Math.round(seconds * SAMPLE_RATE));
    const raw = path.join(work, `${score.slug}.f32`);
    writeFileSync(raw, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    const input = ["-f", "f32le", "-ar", String(SAMPLE_RATE), "-ac", "1", "-i", raw];
    const mp3 = path.join(outDir, `${score.slug}.mp3`);
    const webm = path.join(outDir, `${score.slug}.webm`);
    run([...input, "-c:a", "libmp3lame", "-b:a", "96k", "-metadata", `title=${entry.title}`, "-metadata", `artist=${entry.artist}`, mp3]);
    run([...input, "-c:a", "libopus", "-b:a", "40k", "-metadata", `title=${entry.title}`, "-metadata", `artist=${entry.artist}`, webm]);
    const kib = (file: string) => `${(statSync(file).size / 1024).toFixed(0)} KiB`;
    console.log(`${score.slug.padEnd(20)} ${score.bpm} bpm ${seconds.toFixed(1)} s  mp3 ${kib(mp3)}  webm ${kib(webm)}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
