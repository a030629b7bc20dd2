import { Search } from "lucide";
import { useDeferredValue, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { LoadFailed } from "./load-failed.tsx";
import { useExerciseLibrary } from "./use-library.ts";

/** The practitioner's library in the call: search it, put one exercise in front of the patient, hide it. */
export function ExercisePicker({ shown, onShow }: { shown: string | null; onShow: (slug: string | null) => void }) {
  const headingId = useId();
  const searchId = useId();
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());
  const library = useExerciseLibrary(attempt);
  const matches =
    library.status === "loaded"
      ? library.value.filter((exercise) => `${exercise.name} ${exercise.category}`.toLowerCase().includes(deferredQuery))
      : [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id={headingId} className="font-semibold">
        Show an exercise
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>Search the library</Label>
        <div className="relative">
          <Icon node={Search} className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id={searchId} type="search" className="pl-9" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
      </div>
      {library.status === "loading" && <p className="text-sm text-muted-foreground">Loading the library…</p>}
      {library.status === "failed" && <LoadFailed what="The library" onRetry={() => setAttempt((count) => count + 1)} />}
      {library.status === "loaded" && (
        <>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {matches.length === 1 ? "1 exercise" : `${matches.length} exercises`}
          </p>
          <ul className="max-h-72 divide-y overflow-y-auto rounded-md border">
            {matches.map((exercise) => {
              const isShown = exercise.slug === shown;
              return (
                <li key={exercise.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 text-sm">
                    <span className="block font-medium">{exercise.name}</span>
                    <span className="block text-xs text-muted-foreground">{exercise.category}</span>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant={isShown ? "secondary" : "outline"}
                    aria-label={`${isShown ? "Hide" : "Show to patient"}: ${exercise.name}`}
                    onClick={() => onShow(isShown ? null : exercise.slug)}
                  >
                    {isShown ? "Hide" : "Show to patient"}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
