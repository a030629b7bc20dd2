/**
 * Which playlists search engines may index: the practice's featured programmes, published to be found. A
 * patient's playlist is theirs, even a public one shared by its link: its page says noindex and it is not
 * in the sitemap (docs/decisions/0033).
 */
export function isIndexedPlaylist(playlist: { isFeatured: boolean }): boolean {
  return playlist.isFeatured;
}
