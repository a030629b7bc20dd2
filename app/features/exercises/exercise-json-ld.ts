import type { Exercise } from "#contracts/exercises.ts";
import { canonicalUrl, paths } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";

const isoSeconds = (seconds: number) => `PT${seconds}S`;

/**
 * schema.org ExercisePlan (docs/decisions/0023): made for exactly this, an exercise with its repetitions,
 * rest periods, duration and kind, and a CreativeWork, so it also carries the picture, the video, the
 * steps as text and who published it. HowTo would describe the steps but not the dosage, and search
 * engines no longer show it.
 */
export function exerciseJsonLd(exercise: Exercise): object {
  const url = canonicalUrl(paths.exercise(exercise.slug));
  const image = {
    "@type": "ImageObject",
    contentUrl: canonicalUrl(exercise.imageUrl),
    width: exercise.imageWidth,
    height: exercise.imageHeight,
  };
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
    ...(exercise.dosage.reps !== null
      ? { repetitions: exercise.dosage.reps }
      : { workload: `${exercise.dosage.holdSeconds ?? 0} second hold` }),
    restPeriods: isoSeconds(exercise.dosage.restSeconds),
    additionalVariable: `${exercise.dosage.sets} sets`,
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
    publisher: { "@type": "MedicalBusiness", name: practice.siteName, url: canonicalUrl(paths.home) },
  };
}
