/** The player's own texts (docs/product/spec.md §2 "Playlist player" verbatim, and the additions), in one place. */
export const playerMessages = {
  nowPlaying: "Now Playing",
  noMedia: "No video or image available",
  instructions: "Instructions:",
  remaining: (clock: string) => `${clock} remaining`,
  position: (n: number, total: number) => `${n} of ${total}`,
  sessionComplete: "Session complete",
  howDidItFeel: "How did it feel?",
} as const;
