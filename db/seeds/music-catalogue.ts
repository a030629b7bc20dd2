/**
 * Background music for playlists: five tracks at clearly different tempos, made in-house by a synthesiser
 * script (scripts/render-music.ts, docs/decisions/0020), so they are ours to use with no licence. Each
 * track loops without a seam. MP3 plays in every browser; Opus in WebM is smaller where it is supported.
 */
export interface CatalogueTrack {
  slug: string;
  title: string;
  artist: string;
  durationSeconds: number;
  bpm: number;
  /** MP3. */
  audioUrl: string;
  /** Every encoding, the preferred first, for `<source>` elements. */
  audioUrls: { type: string; url: string }[];
}

/** The name the synthesised tracks are credited to. */
export const IN_HOUSE_ARTIST = "The Rehab Room";

const track = (slug: string, title: string, bpm: number, durationSeconds: number): CatalogueTrack => ({
  slug,
  title,
  artist: IN_HOUSE_ARTIST,
  durationSeconds,
  bpm,
  audioUrl: `/media/music/${slug}.mp3`,
  audioUrls: [
    { type: "audio/webm; codecs=opus", url: `/media/music/${slug}.webm` },
    { type: "audio/mpeg", url: `/media/music/${slug}.mp3` },
  ],
});

export const MUSIC_CATALOGUE: readonly CatalogueTrack[] = [
  track("morning-mobility", "Morning Mobility", 70, 96),
  track("steady-steps", "Steady Steps", 90, 96),
  track("warm-current", "Warm Current", 110, 96),
  track("drive-phase", "Drive Phase", 128, 90),
  track("sprint-intervals", "Sprint Intervals", 150, 96),
];
