import { useEffect, useState } from "react";
import type { Exercise } from "#contracts/exercises.ts";
import { exerciseApi } from "#contracts/paths.ts";

type Loaded<T> = { status: "loading" } | { status: "failed" } | { status: "loaded"; value: T };

/** GET a JSON answer of the library's public API (our own server's, so its shape is the contract's). */
function useJson<T>(url: string | null, attempt: number): Loaded<T> | null {
  const [loaded, setLoaded] = useState<{ url: string; attempt: number; result: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    fetch(url, { headers: { Accept: "application/json" }, signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        setLoaded({ url, attempt, result: { status: "loaded", value: (await response.json()) as T } });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn("room: the exercise library did not answer", error);
        setLoaded({ url, attempt, result: { status: "failed" } });
      });
    return () => abort.abort();
  }, [url, attempt]);
  if (!url) return null;
  return loaded?.url === url && loaded.attempt === attempt ? loaded.result : { status: "loading" };
}

/** The whole library, for the practitioner's picker. */
export function useExerciseLibrary(attempt: number): Loaded<Exercise[]> {
  return useJson<Exercise[]>(exerciseApi.exercises, attempt) ?? { status: "loading" };
}

/** One exercise by its slug, for the card both sides see; null when none is shown. */
export function useShownExercise(slug: string | null, attempt: number): Loaded<Exercise> | null {
  return useJson<Exercise>(slug === null ? null : exerciseApi.exercise(slug), attempt);
}
