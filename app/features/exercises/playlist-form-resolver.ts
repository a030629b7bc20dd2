import type { Resolver } from "react-hook-form";
import type { CreatePlaylistPayload } from "#contracts/playlists.ts";

/** What the playlist form edits (kept here, beside its check, so the form and the check share it without a cycle). */
export interface PlaylistFormValues {
  name: string;
  description: string;
  isPublic: boolean;
  isFeatured: boolean;
}

/**
 * The playlist form's check: `createPlaylistSchema`, as the server's. The schema and zod (about 16 kB
 * gzip) load with the first check, a submit (react-hook-form's default mode), so they are not in
 * /exercise-playlist/new's first JavaScript (the playlist pages' 140 KB budget, docs/decisions/0032).
 */
export const playlistFormResolver: Resolver<PlaylistFormValues, unknown, CreatePlaylistPayload> = async (values, context, options) => {
  const [{ zodResolver }, { createPlaylistSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("#contracts/playlists.ts"),
  ]);
  const resolve = zodResolver(createPlaylistSchema) as never as Resolver<PlaylistFormValues, unknown, CreatePlaylistPayload>;
  return resolve(values, context, options);
};
