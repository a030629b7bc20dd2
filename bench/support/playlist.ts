import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { parseConfig } from "#server/config.ts";

/**
 * A playlist for the player's benchmarks, made through the API: three exercises that have a video, each
 * with the first music track. `isPublic` lets a browser without the owner's cookie open it (Lighthouse).
 * Changes are taken from the site's own origin only: `siteOrigin`, else PUBLIC_URL's, which a server
 * started from this environment read.
 */
export async function benchPlaylist(origin: string, options: { isPublic: boolean; siteOrigin?: string }): Promise<Playlist> {
  const headers: Record<string, string> = { "content-type": "application/json", origin: options.siteOrigin ?? new URL(parseConfig(process.env).publicUrl).origin };
  const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(origin + path, init);
    if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${path} answered ${response.status}: ${await response.text()}`);
    // The owner cookie the new playlist set: adding its items is the owner's to do.
    const owner = response.headers.getSetCookie()[0]?.split(";")[0];
    if (owner) headers.cookie = owner;
    return (await response.json()) as T;
  };
  const exercises = await json<Exercise[]>("/api/exercises");
  const tracks = await json<MusicTrack[]>("/api/music-tracks");
  const playlist = await json<Playlist>("/api/playlists", { method: "POST", headers, body: JSON.stringify({ name: "Bench session", description: "", isPublic: options.isPublic }) });
  for (const exercise of exercises.filter((candidate) => candidate.videoUrl).slice(0, 3)) {
    await json(`/api/playlists/${playlist.id}/items`, { method: "POST", headers, body: JSON.stringify({ exerciseId: exercise.id, musicTrackId: tracks[0]!.id, notes: "" }) });
  }
  return playlist;
}
