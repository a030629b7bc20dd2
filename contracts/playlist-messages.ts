/**
 * The playlists' texts (docs/product/spec.md §2 "Playlist page", §5, §8): validation messages the server answers with and
 * the toasts the pages show, in one place so both say the same. No zod here: a page can import the texts alone.
 */
export const playlistMessages = {
  // Quick-create on /exercises (docs/product/spec.md §7 POST /api/playlists, §8).
  defaultName: "My Rehabilitation Playlist",
  defaultDescription: "A custom playlist for my rehabilitation exercises",
  createdTitle: "Playlist created!",
  createdDescription: "Your new exercise playlist has been created.",
  errorTitle: "Error",
  quickCreateFailed: "Failed to create playlist. Please try again.",

  // Success toasts (docs/product/spec.md §8).
  createdSuccessfully: "Playlist created successfully",
  updatedSuccessfully: "Playlist updated successfully",
  exerciseAdded: "Exercise added to playlist",
  exerciseRemoved: "Exercise removed from playlist",
  musicTrackUpdated: "Music track updated",

  // Underlying errors (docs/product/spec.md §8).
  fetchPlaylistFailed: "Failed to fetch playlist",
  fetchItemsFailed: "Failed to fetch playlist items",
  createFailed: "Failed to create playlist",
  updateFailed: "Failed to update playlist",
  addExerciseFailed: "Failed to add exercise to playlist",
  removeExerciseFailed: "Failed to remove exercise from playlist",
  updateTrackFailed: "Failed to update music track",
  reorderFailed: "Failed to reorder playlist items",

  // What the server answers (docs/product/decisions.md, 14 bodies).
  nameRequired: "Please enter a playlist name",
  exerciseRequired: "Please choose an exercise",
  unknownTrack: "Please choose a music track from the list, or no music",
  sets: "Sets must be a whole number from 1 to 20",
  load: "Please keep the load under 40 characters, on one line",
  reps: "Reps must be a whole number from 1 to 100",
  holdSeconds: "Hold must be a whole number of seconds from 1 to 600",
  restSeconds: "Rest must be a whole number of seconds from 0 to 600",
  side: "Side must be left, right or both",
  repsOrHold: "Set either reps or a hold time, not both",
  holdExercise: "This exercise is a hold: set its hold seconds, not reps",
  repsExercise: "This exercise is done in reps: set its reps, not a hold time",
  sideOfTwoLegExercise: "This exercise works both legs together: its side is both",
  reorderMismatch: "The new order must list each item of this playlist exactly once",
  notFound: "Playlist not found",
  itemNotFound: "Playlist item not found",
  tooManyItems: "This playlist is full. Please start another one.",
  featuredByPracticeOnly: "Only the practice can feature a playlist",
  notOwner: "Only the playlist's owner can change it",
} as const;

/** Spec §8: the playlist page's error toast, 'Failed to {action}: {error}'. */
export type PlaylistAction =
  "create playlist" | "update playlist" | "add exercise" | "remove exercise" | "update music track" | "reorder items";
export const playlistActionFailed = (action: PlaylistAction, error: string) => `Failed to ${action}: ${error}`;
