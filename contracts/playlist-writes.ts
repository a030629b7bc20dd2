import type { Outcome } from "./form-reply.ts";
import type {
  AddPlaylistItemPayload,
  CreatePlaylistPayload,
  Playlist,
  PlaylistItem,
  UpdatePlaylistItemPayload,
  UpdatePlaylistPayload,
} from "./playlists.ts";

/** A playlist just made, and the owner cookie its answer sets (null for the practice). */
export interface MadePlaylist {
  playlist: Playlist;
  setCookie: string | null;
}

/**
 * The playlists' writes for the pages' actions: the API's use-cases with the request's caller, refused as
 * the API refuses (docs/product/decisions.md, 11), so a form and the JSON API never disagree.
 */
export interface PlaylistWrites {
  /** A new playlist, with `firstItem` in it when given (a browser's first playlist is not yet its cookie's). */
  create(request: Request, payload: CreatePlaylistPayload, firstItem?: AddPlaylistItemPayload): Promise<Outcome<MadePlaylist>>;
  copy(request: Request, id: number): Promise<Outcome<MadePlaylist>>;
  update(request: Request, id: number, payload: UpdatePlaylistPayload): Promise<Outcome<Playlist>>;
  remove(request: Request, id: number): Promise<Outcome<void>>;
  addItem(request: Request, id: number, payload: AddPlaylistItemPayload): Promise<Outcome<PlaylistItem>>;
  updateItem(request: Request, itemId: number, payload: UpdatePlaylistItemPayload): Promise<Outcome<PlaylistItem>>;
  removeItem(request: Request, itemId: number): Promise<Outcome<void>>;
  reorder(request: Request, id: number, itemOrder: number[]): Promise<Outcome<PlaylistItem[]>>;
}
