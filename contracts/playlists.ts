import * as z from "zod/mini";
import { sides, type Dosage } from "#core/exercises/dosage.ts";
import { playlistMessages } from "./playlist-messages.ts";
import { freeText, singleLineText } from "./text-fields.ts";

export { playlistMessages };

/**
 * The playlists' calls (docs/product/spec.md §7, same paths and payloads; the site adds my playlists, featured ones, delete,
 * copy and per-item dosage), one schema per payload, used by the pages' forms and by the server. The spec's
 * `userId: 1` is accepted and ignored (docs/product/decisions.md, 11): the owner is the browser's cookie or the
 * practice's admin session.
 */

export const PLAYLIST_NAME_MAX = 120;
export const PLAYLIST_DESCRIPTION_MAX = 1000;
export const PLAYLIST_NOTES_MAX = 1000;
/** An item's load as written ("5 kg", "light band"): the column's limit. */
export const PLAYLIST_LOAD_MAX = 40;
/** Items in one playlist: a long home session is a few dozen. */
export const PLAYLIST_MAX_ITEMS = 100;

const text = (max: number, tooLong: string) => z.string().check(z.trim(), freeText(), z.maxLength(max, tooLong));
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

const name = singleLineText({ error: playlistMessages.nameRequired }).check(
  z.minLength(1, playlistMessages.nameRequired),
  z.maxLength(PLAYLIST_NAME_MAX, `Please keep the name under ${PLAYLIST_NAME_MAX} characters`),
);
const description = z.nullable(text(PLAYLIST_DESCRIPTION_MAX, `Please keep the description under ${PLAYLIST_DESCRIPTION_MAX} characters`));
const notes = z.nullable(text(PLAYLIST_NOTES_MAX, `Please keep the notes under ${PLAYLIST_NOTES_MAX} characters`));
/** Empty: none named (null). */
const load = z.nullable(
  z.pipe(
    singleLineText({ error: playlistMessages.load }).check(z.maxLength(PLAYLIST_LOAD_MAX, playlistMessages.load)),
    z.transform((value) => value || null),
  ),
);
/** The spec's field, accepted and ignored. */
const userId = z.optional(z.unknown());
/** 0 or null: no music (docs/product/spec.md §3 "Playlist item"). */
const musicTrackId = z.nullable(wholeNumber(0, 2_147_483_647, playlistMessages.unknownTrack));

/** POST /api/playlists. `isFeatured` is the practice's (admin session) alone; a patient's true is refused. */
export const createPlaylistSchema = z.object({
  userId,
  name,
  description: z.optional(description),
  isPublic: z.optional(z.boolean({ error: "isPublic must be true or false" })),
  isFeatured: z.optional(z.boolean({ error: "isFeatured must be true or false" })),
});
export type CreatePlaylistPayload = z.input<typeof createPlaylistSchema>;

/** PATCH /api/playlists/{id}: what is sent changes, what is absent stays. */
export const updatePlaylistSchema = z.object({
  userId,
  name: z.optional(name),
  description: z.optional(description),
  isPublic: z.optional(z.boolean({ error: "isPublic must be true or false" })),
  isFeatured: z.optional(z.boolean({ error: "isFeatured must be true or false" })),
});
export type UpdatePlaylistPayload = z.input<typeof updatePlaylistSchema>;

/**
 * An item's own dosage (docs/product/decisions.md, 21); null or absent = the exercise's default. Reps and hold seconds
 * exclude each other, and follow the exercise's kind (a hold exercise takes holdSeconds).
 */
const dosageFields = {
  sets: z.optional(z.nullable(wholeNumber(1, 20, playlistMessages.sets))),
  reps: z.optional(z.nullable(wholeNumber(1, 100, playlistMessages.reps))),
  holdSeconds: z.optional(z.nullable(wholeNumber(1, 600, playlistMessages.holdSeconds))),
  restSeconds: z.optional(z.nullable(wholeNumber(0, 600, playlistMessages.restSeconds))),
  side: z.optional(z.nullable(z.enum(sides, playlistMessages.side))),
};

const oneOfRepsOrHold = z.refine<{ reps?: number | null; holdSeconds?: number | null }>(
  (item) => item.reps == null || item.holdSeconds == null,
  { message: playlistMessages.repsOrHold, path: ["reps"] },
);

/** POST /api/playlists/{id}/items: answers the new PlaylistItem (201). */
export const addPlaylistItemSchema = z
  .object({
    exerciseId: wholeNumber(1, 2_147_483_647, playlistMessages.exerciseRequired),
    musicTrackId: z.optional(musicTrackId),
    notes: z.optional(notes),
    load: z.optional(load),
    ...dosageFields,
  })
  .check(oneOfRepsOrHold);
export type AddPlaylistItemPayload = z.input<typeof addPlaylistItemSchema>;

/**
 * PATCH /api/playlist-items/{itemId}: the spec sends `musicTrackId` (or null); the site adds notes and the
 * dosage (null = back to the exercise's default). Absent fields stay. Answers the PlaylistItem.
 */
export const updatePlaylistItemSchema = z
  .object({
    musicTrackId: z.optional(musicTrackId),
    notes: z.optional(notes),
    load: z.optional(load),
    ...dosageFields,
  })
  .check(oneOfRepsOrHold);
export type UpdatePlaylistItemPayload = z.input<typeof updatePlaylistItemSchema>;

/** POST /api/playlists/{id}/reorder: every item id of the playlist, each once, in the new order. */
export const reorderPlaylistSchema = z.object({
  itemOrder: z
    .array(wholeNumber(1, 2_147_483_647, playlistMessages.reorderMismatch), playlistMessages.reorderMismatch)
    .check(z.maxLength(PLAYLIST_MAX_ITEMS, playlistMessages.reorderMismatch)),
});
export type ReorderPlaylistPayload = z.input<typeof reorderPlaylistSchema>;

/** GET /api/playlists: this browser's playlists (the practice's when signed in as admin); ?featured=1: the practice's featured ones. */
export const playlistsQuerySchema = z.object({
  featured: z.optional(z.enum(["1", "0", "true", "false"], "featured must be 1 or 0")),
});
export type PlaylistsQuery = z.input<typeof playlistsQuerySchema>;

/**
 * Spec §3 "Playlist", as every playlist call answers it (GET/POST/PATCH /api/playlists[/{id}], the list,
 * POST /api/playlists/{id}/copy).
 */
export interface Playlist {
  id: number;
  name: string;
  description: string;
  isPublic: boolean;
  /** Made by the practice and offered on /exercises as a ready-made programme to copy. */
  isFeatured: boolean;
  /** Who made it: a patient's browser, the practice (admin session), or a programme the practice prescribed. */
  owner: "patient" | "practice" | "programme";
  /** The caller owns it: may edit, add, remove, reorder and delete. */
  isOwner: boolean;
  /** The caller may log sessions played of it: its owner, or the patient a programme version is prescribed to. */
  logsSessions: boolean;
  itemCount: number;
  /** Seconds its items take at their dosage. */
  duration: number;
  /** The playlist it was copied from, if any (and if that one still exists). */
  copiedFromId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The item's own dosage choices: null = the exercise's default. */
export type DosageOverrides = { [K in keyof Dosage]: Dosage[K] | null };

/**
 * Spec §3 "Playlist item" (GET /api/playlists/{id}/items answers these in order; POST items and PATCH
 * playlist-items answer one). The client joins the exercise and the track by id.
 */
export interface PlaylistItem {
  id: number;
  playlistId: number;
  /** 0-based place in the playlist. */
  position: number;
  exerciseId: number;
  /** null: no music. */
  musicTrackId: number | null;
  notes: string;
  /** The load the practitioner named ("5 kg"), or null. It does not change the item's time. */
  load: string | null;
  /** The dosage it runs: each of its own choices, else the exercise's default. */
  dosage: Dosage;
  overrides: DosageOverrides;
  /** Seconds `dosage` takes (docs/product/decisions.md, 21), so the player counts down the item's whole time. */
  duration: number;
}

/** A playlist with its items, what a playlist page's loader gets. */
export interface PlaylistWithItems {
  playlist: Playlist;
  items: PlaylistItem[];
}
