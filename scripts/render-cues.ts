import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CUE_TONES } from "#app/features/exercises/player/cue-tones.ts";
import { Mix, SAMPLE_RATE } from "./music/synth.ts";

/**
 * Renders the player's cue tones (start, each of the last three seconds, end) with the music's synthesiser
 * (docs/decisions/0020, 0025) into public/media/cues: Opus in WebM and MP3, as the music. Played by media
 * elements, whose decoding and output stay off the page's main thread, unlike creating an AudioContext.
 * Needs ffmpeg. Run: node scripts/render-cues.ts
 */
const outDir = path.resolve("public/media/cues");
const run = (args: string[]) => execFileSync("ffmpeg", ["-y", "-loglevel", "error", ...args], { stdio: ["ignore", "ignore", "inherit"] });

mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), "cues-"));
try {
  for (const [kind, { frequency, seconds }] of Object.entries(CUE_TONES)) {
    const mix = new Mix(seconds);
    mix.beep(0, frequency, seconds);
    // No echo: the tone ends where it ends.
    const pcm = mix.master(0);
    const raw = path.join(work, `${kind}.f32`);
    writeFileSync(raw, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    const input = ["-f", "f32le", "-ar", String(SAMPLE_RATE), "-ac", "1", "-i", raw];
    const mp3 = path.join(outDir, `${kind}.mp3`);
    const webm = path.join(outDir, `${kind}.webm`);
    run([...input, "-c:a", "libmp3lame", "-b:a", "64k", mp3]);
    run([...input, "-c:a", "libopus", "-b:a", "32k", webm]);
    console.log(`${kind.padEnd(6)} ${frequency} Hz ${seconds} s  mp3 ${statSync(mp3).size} B  webm ${statSync(webm).size} B`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
