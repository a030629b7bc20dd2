import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mp4Facts, publicFile, readPublicFile, webpSize } from "#tests/support/media-files.ts";
import { EXERCISE_CATALOGUE, RECOVERY_STAGES } from "./exercise-catalogue.ts";

describe("the exercise catalogue", () => {
  it("has at least 40 exercises with unique, url-safe slugs and names", () => {
    expect(EXERCISE_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    const slugs = EXERCISE_CATALOGUE.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(EXERCISE_CATALOGUE.map((e) => e.name)).size).toBe(slugs.length);
  });

  it("lists the six stages in order and uses every one of them", () => {
    expect(RECOVERY_STAGES.map((s) => s.stage)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(RECOVERY_STAGES.map((s) => s.category)).size).toBe(6);
    for (const { stage } of RECOVERY_STAGES) expect(EXERCISE_CATALOGUE.some((e) => e.stage === stage)).toBe(true);
  });

  it("gives every exercise a default dosage with exactly one of reps and hold seconds", () => {
    for (const e of EXERCISE_CATALOGUE) {
      expect((e.reps === null) !== (e.holdSeconds === null), e.slug).toBe(true);
      expect(Number.isInteger(e.sets) && e.sets >= 1, e.slug).toBe(true);
      const amount = e.reps ?? e.holdSeconds;
      expect(Number.isInteger(amount) && amount! > 0, e.slug).toBe(true);
      if (e.reps !== null) expect(e.secondsPerRep, e.slug).toBeGreaterThan(0);
      expect(Number.isInteger(e.restSeconds) && e.restSeconds >= 0, e.slug).toBe(true);
      expect(["beginner", "intermediate", "advanced"]).toContain(e.difficulty);
    }
  });

  it("describes every exercise in a sentence or two, with steps on their own lines", () => {
    for (const e of EXERCISE_CATALOGUE) {
      expect(e.description.length, e.slug).toBeGreaterThan(40);
      expect(e.description.length, e.slug).toBeLessThan(300);
      const lines = e.instructions?.split("\n") ?? [];
      for (const line of lines) expect(line.trim().length, e.slug).toBeGreaterThan(10);
      for (const item of e.equipment) expect(item.trim(), e.slug).not.toBe("");
    }
  });

  it("ranks the exercises 1..n by popularity, the ten with a video being 1..10", () => {
    const ranks = EXERCISE_CATALOGUE.map((e) => e.popularity).sort((a, b) => a - b);
    expect(ranks).toEqual(EXERCISE_CATALOGUE.map((_, i) => i + 1));
    const withVideo = EXERCISE_CATALOGUE.filter((e) => e.videoUrl !== null)
      .map((e) => e.popularity)
      .sort((a, b) => a - b);
    expect(withVideo).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("serves every picture from public/ as a small WebP of the stated size", () => {
    for (const e of EXERCISE_CATALOGUE) {
      expect(e.imageUrl).toBe(`/media/exercises/${e.slug}.webp`);
      expect(existsSync(publicFile(e.imageUrl)), e.imageUrl).toBe(true);
      const bytes = readPublicFile(e.imageUrl);
      expect(webpSize(bytes), e.imageUrl).toEqual({ width: e.imageWidth, height: e.imageHeight });
      expect(bytes.length, e.imageUrl).toBeLessThan(30 * 1024);
    }
  });

  it("serves every video as a silent, fast-starting H.264 MP4 the size of its picture", () => {
    for (const e of EXERCISE_CATALOGUE.filter((x) => x.videoUrl !== null)) {
      const url = e.videoUrl!;
      expect(url).toBe(`/media/exercises/${e.slug}.mp4`);
      const bytes = readPublicFile(url);
      const facts = mp4Facts(bytes);
      expect(facts, url).toMatchObject({ width: e.imageWidth, height: e.imageHeight, moovBeforeMdat: true });
      expect(facts.handlers, url).toContain("vide");
      expect(facts.handlers, url).not.toContain("soun");
      expect(bytes.includes("avc1"), url).toBe(true);
      expect(bytes.length, url).toBeLessThan(150 * 1024);
    }
  });
});
