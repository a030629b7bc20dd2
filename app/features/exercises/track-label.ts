import type { MusicTrack } from "#contracts/exercises.ts";
import { formatDuration } from "#core/exercises/dosage.ts";

/** Spec "Playlist page": a track reads 'title - artist (duration)'. */
export const trackLabel = (track: MusicTrack) => `${track.title} - ${track.artist} (${formatDuration(track.duration)})`;
