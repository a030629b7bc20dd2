import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./merge-classes.ts";

/**
 * Merged class lists by their input: a page renders the same few hundred combinations again and again, and
 * merging was a tenth of a server render's time (docs/decisions/0045). Emptied when it grows past its bound.
 */
const merged = new Map<string, string>();
const MERGED_BOUND = 2_000;

/** Joins class names (clsx) and lets a later Tailwind class override an earlier one of the same utility. */
export function cn(...inputs: ClassValue[]): string {
  const classList = clsx(inputs);
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= MERGED_BOUND) merged.clear();
    result = mergeClasses(classList);
    merged.set(classList, result);
  }
  return result;
}
