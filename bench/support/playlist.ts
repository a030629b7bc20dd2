import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { benchAdminPassword } from "./server.ts";

/**
 * A playlist for the benchmarks, made through the API: three exercises that have a video, each with the
 * first music track. `public` is a patient's, shared by its link; `featured` the practice's ready-made
 * programme, made from an admin session (benchAdminPassword), which search engines may index; either opens
 * in a browser without the owner's cookie (Lighthouse). `private` is the owner's alone. Changes are sent
 * as the site's own pages send them, from the origin they are made to (server/http/same-origin.ts).
 */
export async function benchPlaylist(origin: string, options: { kind: "private" | "public" | "featured" }): Promise<Playlist> {
  const headers: Record<string, string> = { "content-type": "application/json", origin };
  const jar = new Map<string, string>();
  const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(origin + path, init);
    if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${path} answered ${response.status}: ${await response.text()}`);
    // The cookies the site set (the admin session, the new playlist's owner): adding items is the owner's to do.
    for (const set of response.headers.getSetCookie()) jar.set(set.split("=")[0]!, set.split(";")[0]!);
    headers.cookie = [...jar.values()].join("; ");
    return (await response.json()) as T;
  };
  if (options.kind === "featured")
    await json("/api/admin/login", { method: "POST", headers, body: JSON.stringify({ password: benchAdminPassword() }) });
  const exercises = await json<Exercise[]>("/api/exercises");
  const tracks = await json<MusicTrack[]>("/api/music-tracks");
  const playlist = await json<Playlist>("/api/playlists", {
    method: "POST",
    headers,
    body: JSON.stringify({
      name: "Bench session",
      description: "",
      isPublic: options.kind !== "private",
      isFeatured: options.kind === "featured",
    }),
  });
  for (const exercise of exercises.filter((candidate) => candidate.videoUrl).slice(0, 3)) {
    await json(`/api/playlists/${playlist.id}/items`, {
      method: "POST",
      headers,
      body: JSON.stringify({ exerciseId: exercise.id, musicTrackId: tracks[0]!.id, notes: "" }),
    });
  }
  return playlist;
}
