import { useEffect, useRef } from "react";
import type { Exercise } from "#contracts/exercises.ts";
import { playerMessages } from "./player-messages.ts";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Spec: the exercise's video, else its image, else 'No video or image available'. The demonstration loops
 * silently while the session plays; under prefers-reduced-motion it never moves by itself (its controls are
 * there to play it).
 */
export function ExerciseMedia({ exercise, playing }: { exercise: Exercise | undefined; playing: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing && !reducedMotion()) element.play().catch((error: unknown) => console.warn("exercise video did not play", error));
    else element.pause();
  }, [playing, exercise?.videoUrl]);

  const frame = "aspect-video w-full overflow-hidden rounded-lg bg-muted";
  if (exercise?.videoUrl) {
    return (
      <video
        ref={video}
        key={exercise.videoUrl}
        className={frame}
        src={exercise.videoUrl}
        poster={exercise.imageUrl}
        muted
        loop
        playsInline
        preload="metadata"
        controls={reducedMotion()}
        aria-label={`${exercise.name}: demonstration video`}
      />
    );
  }
  if (exercise?.imageUrl) {
    return (
      <img
        className={`${frame} object-contain`}
        src={exercise.imageUrl}
        width={exercise.imageWidth}
        height={exercise.imageHeight}
        alt={`${exercise.name}: demonstration`}
      />
    );
  }
  return <div className={`${frame} grid place-items-center text-muted-foreground`}>{playerMessages.noMedia}</div>;
}
