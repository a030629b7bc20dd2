/**
 * The mark on `<html>` that React has hydrated the page (docs/decisions/0014). The root layout sets it once;
 * static content reads it to tell hydration from a navigation, and the end-to-end tests wait for it.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = "true";
}

export function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}
