import { describe, expect, it } from "vitest";
import { readPublicFile } from "#tests/support/media-files.ts";
import { MUSIC_CATALOGUE } from "./music-catalogue.ts";

/** The MP3s are constant 96 kbit/s, so their length follows from their size. */
const MP3_BYTES_PER_SECOND = 96_000 / 8;

describe("the music catalogue", () => {
  it("has at least five tracks at clearly different tempos, 60 to 180 seconds long", () => {
    expect(MUSIC_CATALOGUE.length).toBeGreaterThanOrEqual(5);
    expect(new Set(MUSIC_CATALOGUE.map((t) => t.slug)).size).toBe(MUSIC_CATALOGUE.length);
    const tempos = MUSIC_CATALOGUE.map((t) => t.bpm).sort((a, b) => a - b);
    for (let i = 1; i < tempos.length; i++) expect(tempos[i]! - tempos[i - 1]!).toBeGreaterThanOrEqual(15);
    for (const t of MUSIC_CATALOGUE) {
      expect(t.durationSeconds, t.slug).toBeGreaterThanOrEqual(60);
      expect(t.durationSeconds, t.slug).toBeLessThanOrEqual(180);
      expect(t.title.trim(), t.slug).not.toBe("");
      expect(t.artist.trim(), t.slug).not.toBe("");
    }
  });

  it("serves an MP3 under 1.5 MB as long as the stated duration", () => {
    for (const t of MUSIC_CATALOGUE) {
      expect(t.audioUrl).toBe(`/media/music/${t.slug}.mp3`);
      const bytes = readPublicFile(t.audioUrl);
      // An ID3 tag, then MPEG audio frames (frame sync: eleven set bits).
      expect(bytes.toString("ascii", 0, 3), t.audioUrl).toBe("ID3");
      expect(bytes.length, t.audioUrl).toBeLessThan(1.5 * 1024 * 1024);
      expect(bytes.length / MP3_BYTES_PER_SECOND, t.audioUrl).toBeCloseTo(t.durationSeconds, -0.5);
    }
  });

  it("lists every encoding, the MP3 among them, and each file exists", () => {
    for (const t of MUSIC_CATALOGUE) {
      expect(t.audioUrls.map((a) => a.url)).toContain(t.audioUrl);
      expect(t.audioUrls.map((a) => a.type)).toEqual(["audio/webm; codecs=opus", "audio/mpeg"]);
      const webm = readPublicFile(t.audioUrls[0]!.url);
      expect(webm.readUInt32BE(0), t.slug).toBe(0x1a45dfa3); // EBML, the start of every WebM file
      expect(webm.includes("OpusHead"), t.slug).toBe(true);
    }
  });
});
