import { data, redirect, type RouterContextProvider } from "react-router";
import { playlistMessages } from "#contracts/playlist-messages.ts";
import { pageContext, type ExerciseLibraryPages } from "#contracts/page-context.ts";
import { addPlaylistItemSchema, type AddPlaylistItemPayload } from "#contracts/playlists.ts";
import { paths } from "#contracts/paths.ts";
import type { MadePlaylist } from "#contracts/playlist-writes.ts";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import { addItemInput, idOf } from "./playlist-form-data.ts";
import type { PlaylistNotice } from "./playlist-notice.ts";

/** The new playlist's page, telling what was done, with the owner cookie its making set. */
export function openMade({ playlist, setCookie }: MadePlaylist, notice: PlaylistNotice) {
  return redirect(`${paths.playlist(playlist.id)}?notice=${notice}`, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

const quickCreate = (library: ExerciseLibraryPages, request: Request, firstItem?: AddPlaylistItemPayload) =>
  library.write.create(
    request,
    { name: playlistMessages.defaultName, description: playlistMessages.defaultDescription, isPublic: false },
    firstItem,
  );

/**
 * The library's buttons (/exercises, an exercise's page, /my-playlists), as form posts that work before the
 * page hydrates: docs/product/spec.md §8's quick-create, a featured playlist copied, and 'Add to Playlist'. Added from the
 * dialog (a playlist chosen) it answers in place; from the plain button (no choice yet) it goes into my
 * newest playlist, or a new one, and opens it.
 */
export async function libraryAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const library = context.get(pageContext).exerciseLibrary;
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "quick-create") {
    const made = await quickCreate(library, request);
    return made.ok ? openMade(made.value, "created") : refusedReply(made.refusal, {});
  }
  if (intent === "copy") {
    const made = await library.write.copy(request, idOf(form, "playlistId") ?? 0);
    return made.ok ? openMade(made.value, "copied") : refusedReply(made.refusal, {});
  }
  if (intent !== "add-to-playlist") throw data(null, { status: 400 });

  const submission = parseSubmission(form, addPlaylistItemSchema, addItemInput);
  if (!submission.ok) return invalidReply(submission.reply);
  const chosen = form.get("playlistId");
  const target = chosen === null ? (await library.myPlaylists(request)).find((playlist) => playlist.isOwner)?.id : idOf(form, "playlistId");
  // "New playlist" chosen, or none of mine yet: a new one, made with the exercise in it.
  const made = target ? null : await quickCreate(library, request, submission.value);
  const added = made ?? (await library.write.addItem(request, target!, submission.value));
  if (!added.ok) return refusedReply(added.refusal, {});
  const playlistId = made?.ok ? made.value.playlist.id : target!;
  const setCookie = made?.ok ? made.value.setCookie : null;
  const init = setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined;
  if (chosen === null) return redirect(`${paths.playlist(playlistId)}?notice=added`, init);
  return data({ status: "added" as const, playlistId }, init);
}
