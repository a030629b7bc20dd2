import { playlistMessages } from "#contracts/playlist-messages.ts";

/** What a playlist's page was opened after (?notice=), said at its top: the docs/product/spec.md §8 toasts' words. */
export const playlistNotices = {
  created: { title: playlistMessages.createdTitle, description: playlistMessages.createdDescription },
  new: { title: playlistMessages.createdSuccessfully, description: "" },
  copied: { title: "Playlist copied", description: "It is now in your playlists." },
  added: { title: playlistMessages.exerciseAdded, description: "" },
  updated: { title: playlistMessages.updatedSuccessfully, description: "" },
} as const;

export type PlaylistNotice = keyof typeof playlistNotices;

export function noticeOf(search: URLSearchParams) {
  const notice = search.get("notice");
  return notice && notice in playlistNotices ? playlistNotices[notice as PlaylistNotice] : null;
}
