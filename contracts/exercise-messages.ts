/**
 * The exercise library's texts (docs/product/spec.md §2 "Exercises page", §8), used by the pages and the server. No zod
 * here: a page that only shows the texts must not load the library's query schema (and zod's core, 15 kB
 * gzip) with them.
 */
export const exerciseMessages = {
  allCategories: "All categories",
  noneFound: "No exercises found. Try a different category.",
  loadError: "Error loading exercises. Please try again later.",
  fetchFailed: "Failed to fetch exercises",
  fetchTracksFailed: "Failed to fetch music tracks",
  notFound: "Exercise not found",
  noMusic: "No music",
  /** Spec §2 "Playlist player": the playlist page and its player say it alike. */
  emptyPlaylist: "This playlist is empty. Add exercises to get started.",
} as const;

/** Spec §8: when an item points to a missing exercise. */
export const exerciseWithIdNotFound = (id: number | string) => `Exercise with id ${id} not found`;

/** When an item names a track that does not exist. */
export const musicTrackWithIdNotFound = (id: number | string) => `Music track with id ${id} not found`;
