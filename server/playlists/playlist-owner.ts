import { createHash } from "node:crypto";

/**
 * Who is asking about playlists (docs/product/decisions.md, 11): the practice (a live admin session), a
 * signed-in patient (a live patient session, docs/decisions/0047), or a browser, known by the random id in its
 * owner cookie (server/api/playlists/owner-cookie.ts); a browser without one owns nothing yet. Only the id's
 * SHA-256 is stored, so a copy of the database names no cookie.
 */
export type Caller = { kind: "practice" } | { kind: "patient"; patientId: string } | { kind: "anonymous"; ownerId: string | null };

/** Who owns a playlist, as stored: a patient's playlists carry the patient's id. */
export interface Owner {
  kind: "practice" | "patient" | "anonymous";
  id: string;
}

/** The practice is one owner: every admin session acts for it. */
export const practiceOwner: Owner = { kind: "practice", id: "practice" };

export function hashOwnerCookie(cookie: string): string {
  return createHash("sha256").update(cookie).digest("hex");
}

export function isOwnedBy(playlist: { ownerKind: string; ownerId: string }, caller: Caller): boolean {
  if (caller.kind === "practice") return playlist.ownerKind === "practice";
  const owner = ownerOf(caller);
  return owner !== null && playlist.ownerKind === owner.kind && playlist.ownerId === owner.id;
}

/** The owner whose playlists the caller lists; null for a browser that has made none. */
export function ownerOf(caller: Caller): Owner | null {
  switch (caller.kind) {
    case "practice":
      return practiceOwner;
    case "patient":
      return { kind: "patient", id: caller.patientId };
    case "anonymous":
      return caller.ownerId ? { kind: "anonymous", id: caller.ownerId } : null;
  }
}

/** The caller an owner is: it owns what it just made. */
export function callerOwning(owner: Owner): Caller {
  switch (owner.kind) {
    case "practice":
      return { kind: "practice" };
    case "patient":
      return { kind: "patient", patientId: owner.id };
    case "anonymous":
      return { kind: "anonymous", ownerId: owner.id };
  }
}
