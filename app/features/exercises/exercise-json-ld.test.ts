import { describe, expect, it } from "vitest";
import { sampleExercise } from "#tests/support/sample-exercise.ts";
import { exerciseJsonLd } from "./exercise-json-ld.ts";

describe("exerciseJsonLd", () => {
  it("describes the exercise as a schema.org ExercisePlan with its dosage, media and steps", () => {
    const data = exerciseJsonLd(sampleExercise);
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
      ...sampleExercise,
      videoUrl: null,
      instructions: null,
      dosage: { ...sampleExercise.dosage, reps: 10, holdSeconds: null },
    });
    expect(data).toMatchObject({ repetitions: 10, additionalVariable: "3 sets" });
    expect(data).not.toHaveProperty("video");
    expect(data).not.toHaveProperty("text");
  });
});
