import { describe, expect, it } from "vitest";
import type { Exercise } from "#contracts/exercises.ts";
import { exerciseJsonLd } from "./exercise-json-ld.ts";

const wallSit: Exercise = {
  id: 7,
  slug: "wall-sit",
  name: "Wall sit",
  description: "Slide down a wall and hold.",
  instructions: "Back to the wall.\nSlide down.\nHold.",
  category: "Strength",
  stage: 3,
  difficulty: "intermediate",
  duration: 150,
  videoUrl: "/media/exercises/wall-sit.mp4",
  imageUrl: "/media/exercises/wall-sit.webp",
  imageWidth: 800,
  imageHeight: 600,
  unilateral: false,
  secondsPerRep: 3,
  dosage: { sets: 3, reps: null, holdSeconds: 30, restSeconds: 30, side: "both" },
  equipment: [],
  popularity: 4,
};

describe("exerciseJsonLd", () => {
  it("describes the exercise as a schema.org ExercisePlan with its dosage, media and steps", () => {
    const data = exerciseJsonLd(wallSit);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ExercisePlan",
      url: "https://acltelehealthphysio.com.au/exercises/wall-sit",
      name: "Wall sit",
      exerciseType: "Strength",
      activityDuration: "PT150S",
      restPeriods: "PT30S",
      additionalVariable: ["3 sets", "Hold for 30 seconds"],
      text: "Back to the wall.\nSlide down.\nHold.",
      image: {
        "@type": "ImageObject",
        contentUrl: "https://acltelehealthphysio.com.au/media/exercises/wall-sit.webp",
        width: { "@type": "QuantitativeValue", value: 800, unitCode: "E37" },
        height: { "@type": "QuantitativeValue", value: 600, unitCode: "E37" },
      },
      video: { "@type": "VideoObject", contentUrl: "https://acltelehealthphysio.com.au/media/exercises/wall-sit.mp4" },
    });
    expect(data).not.toHaveProperty("repetitions");
    expect(data).not.toHaveProperty("workload");
  });

  it("gives repetitions for a rep exercise, and no video when it has none", () => {
    const data = exerciseJsonLd({
      ...wallSit,
      videoUrl: null,
      instructions: null,
      dosage: { ...wallSit.dosage, reps: 10, holdSeconds: null },
    });
    expect(data).toMatchObject({ repetitions: 10, additionalVariable: "3 sets" });
    expect(data).not.toHaveProperty("video");
    expect(data).not.toHaveProperty("text");
  });
});
