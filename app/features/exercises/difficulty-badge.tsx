import type { Difficulty } from "#contracts/exercises.ts";
import { cn } from "#app/lib/utils.ts";

// Spec "Playlist player": beginner green, intermediate blue, advanced red, anything else grey.
const tones: Record<Difficulty, string> = {
  beginner: "bg-green-100 text-green-900",
  intermediate: "bg-blue-100 text-blue-900",
  advanced: "bg-red-100 text-red-900",
};

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const tone = tones[difficulty as Difficulty] ?? "bg-muted text-foreground";
  return (
    <span className={cn("inline-flex w-fit items-center rounded-md px-2 py-0.5 text-xs font-medium capitalize", tone)}>{difficulty}</span>
  );
}
