/**
 * The cue tones: their pitch and length, from which scripts/render-cues.ts renders
 * public/media/cues/{kind}.webm and .mp3, and which the player plays. High for the start, short for the
 * count, low and long for the end: told apart without looking.
 */
export const CUE_TONES = {
  start: { frequency: 880, seconds: 0.35 },
  count: { frequency: 660, seconds: 0.12 },
  end: { frequency: 440, seconds: 0.5 },
} as const;

export type Tone = keyof typeof CUE_TONES;

/** Where a tone's files are served (public/media/cues). */
export const cueToneUrl = (kind: Tone, extension: "webm" | "mp3") => `/media/cues/${kind}.${extension}`;
