import type { ExercisePlan, ImageObject, QuantitativeValue, WithContext } from "schema-dts";
import type { Exercise } from "#contracts/exercises.ts";
import { canonicalUrl, paths } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";

const isoSeconds = (seconds: number) => `PT${seconds}S`;

/** A length in pixels: schema.org's width and height take a Distance or a QuantitativeValue, not a number (E37: pixel). */
const pixels = (value: number): QuantitativeValue => ({ "@type": "QuantitativeValue", value, unitCode: "E37" });

/**
 * schema.org ExercisePlan (docs/decisions/0023): made for exactly this, an exercise with its repetitions,
 * rest periods, duration and kind, and a CreativeWork, so it also carries the picture, the video, the
 * steps as text and who published it. HowTo would describe the steps but not the dosage, and search
 * engines no longer show it. A hold is said in additionalVariable, as schema.org's own example does
 * ('Hold for 30 seconds'): workload is energy spent.
 */
export function exerciseJsonLd(exercise: Exercise): WithContext<ExercisePlan> {
  const url = canonicalUrl(paths.exercise(exercise.slug));
  const image: ImageObject = {
    "@type": "ImageObject",
    contentUrl: canonicalUrl(exercise.imageUrl),
    width: pixels(exercise.imageWidth),
    height: pixels(exercise.imageHeight),
  };
  const { sets, reps, holdSeconds, restSeconds } = exercise.dosage;
  return {
    "@context": "https://schema.org",
    "@type": "ExercisePlan",
    "@id": `${url}#exercise`,
    url,
    name: exercise.name,
    description: exercise.description,
    ...(exercise.instructions ? { text: exercise.instructions } : {}),
    exerciseType: exercise.category,
    educationalLevel: exercise.difficulty,
    activityDuration: isoSeconds(exercise.duration),
    ...(reps !== null ? { repetitions: reps } : {}),
    restPeriods: isoSeconds(restSeconds),
    additionalVariable: reps === null ? [`${sets} sets`, `Hold for ${holdSeconds ?? 0} seconds`] : `${sets} sets`,
    image,
    ...(exercise.videoUrl
      ? {
          video: {
            "@type": "VideoObject",
            name: exercise.name,
            description: exercise.description,
            contentUrl: canonicalUrl(exercise.videoUrl),
            thumbnailUrl: canonicalUrl(exercise.imageUrl),
          },
        }
      : {}),
    inLanguage: "en-AU",
    publisher: { "@type": "Physiotherapy", name: practice.siteName, url: canonicalUrl(paths.home) },
  };
}
