import { createHash } from "node:crypto";

/**
 * Who is asking about playlists (docs/product/decisions.md, 11): the practice (a live admin session) or a browser,
 * known by the random id in its owner cookie (server/api/playlists/owner-cookie.ts); a browser without
 * one owns nothing yet. Only the id's SHA-256 is stored, so a copy of the database names no cookie.
 */
export type Caller = { kind: "practice" } | { kind: "anonymous"; ownerId: string | null };

/** Who owns a playlist, as stored. */
export interface Owner {
  kind: "practice" | "anonymous";
  id: string;
}

/** The practice is one owner: every admin session acts for it. */
export const practiceOwner: Owner = { kind: "practice", id: "practice" };

export function hashOwnerCookie(cookie: string): string {
  return createHash("sha256").update(cookie).digest("hex");
}

export function isOwnedBy(playlist: { ownerKind: string; ownerId: string }, caller: Caller): boolean {
  if (caller.kind === "practice") return playlist.ownerKind === "practice";
  return playlist.ownerKind === "anonymous" && caller.ownerId !== null && playlist.ownerId === caller.ownerId;
}

/** The owner whose playlists the caller lists; null for a browser that has made none. */
export function ownerOf(caller: Caller): Owner | null {
  if (caller.kind === "practice") return practiceOwner;
  return caller.ownerId ? { kind: "anonymous", id: caller.ownerId } : null;
}
