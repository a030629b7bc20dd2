/**
 * PLACEHOLDER until the music (issue 15, part 2) is merged: two tracks in the agreed shape. The music's
 * own version of this file replaces it whole.
 */
export interface CatalogueTrack {
  slug: string;
  title: string;
  artist: string;
  durationSeconds: number;
  bpm: number;
  audioUrl: string;
  audioUrls: { type: string; url: string }[];
}

export const MUSIC_CATALOGUE: readonly CatalogueTrack[] = [
  {
    slug: "slow-stretch",
    title: "Slow Stretch",
    artist: "Clinic Synth",
    durationSeconds: 120,
    bpm: 70,
    audioUrl: "/media/music/slow-stretch.mp3",
    audioUrls: [{ type: "audio/mpeg", url: "/media/music/slow-stretch.mp3" }],
  },
  {
    slug: "steady-steps",
    title: "Steady Steps",
    artist: "Clinic Synth",
    durationSeconds: 150,
    bpm: 110,
    audioUrl: "/media/music/steady-steps.mp3",
    audioUrls: [{ type: "audio/mpeg", url: "/media/music/steady-steps.mp3" }],
  },
];
