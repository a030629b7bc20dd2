import type { Exercise } from "#contracts/exercises.ts";

/** An exercise's demonstration as its page shows it: the video with its first frame as poster, or the picture. */
export function ExerciseDemonstration({ exercise }: { exercise: Exercise }) {
  return exercise.videoUrl ? (
    <video
      controls
      muted
      loop
      playsInline
      preload="none"
      poster={exercise.imageUrl}
      width={exercise.imageWidth}
      height={exercise.imageHeight}
      aria-label={`Video: ${exercise.name}`}
      className="h-auto w-full rounded-xl bg-muted"
    >
      <source src={exercise.videoUrl} type="video/mp4" />
    </video>
  ) : (
    <img
      src={exercise.imageUrl}
      width={exercise.imageWidth}
      height={exercise.imageHeight}
      alt={`${exercise.name}: the position of the exercise`}
      className="h-auto w-full rounded-xl bg-muted"
    />
  );
}
