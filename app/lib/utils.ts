import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./merge-classes.ts";

/** Joins class names (clsx) and lets a later Tailwind class override an earlier one of the same utility. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
