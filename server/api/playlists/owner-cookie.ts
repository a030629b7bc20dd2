import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { parse, serialize } from "hono/utils/cookie";
import type { Config } from "#server/config.ts";
import type { AppServices } from "#server/context.ts";
import { hashOwnerCookie, practiceOwner, type Caller, type Owner } from "#server/playlists/playlist-owner.ts";
import { isSignedIn } from "#server/api/admin/session-cookie.ts";
import { patientSessionOf } from "#server/patients/patient-session-cookie.ts";

/** Browsers keep a cookie at most 400 days; it is set again at every new playlist, so an active browser keeps it. */
const cookieMaxAgeSeconds = 400 * 24 * 60 * 60;

/** The owner cookie (docs/product/decisions.md, 11). In production `__Host-`: from a secure origin, for this host alone. */
export function ownerCookieName(config: Config): string {
  return config.env === "production" ? "__Host-playlist_owner" : "playlist_owner";
}

function ownerCookieOf(config: Config, cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const name = ownerCookieName(config);
  const value = parse(cookieHeader, name)[name];
  // Only a value this server could have made (32 random bytes, base64url) names an owner.
  return value && /^[\w-]{43}$/.test(value) ? value : null;
}

/** The owner id of the browser's cookie (its SHA-256, as stored), or null for a browser that has made no playlist. */
export function browserOwnerIdOf(config: Config, cookieHeader: string | null | undefined): string | null {
  const cookie = ownerCookieOf(config, cookieHeader);
  return cookie ? hashOwnerCookie(cookie) : null;
}

/**
 * The practice with a live admin session; otherwise the patient of a live patient session, whose playlists
 * follow them to any device (docs/decisions/0047); otherwise the browser its owner cookie names, if any.
 */
export async function callerOf(services: AppServices, cookieHeader: string | null | undefined): Promise<Caller> {
  if (await isSignedIn(services, cookieHeader)) return { kind: "practice" };
  const patient = await patientSessionOf(services, cookieHeader);
  if (patient) return { kind: "patient", patientId: patient.patientId };
  return { kind: "anonymous", ownerId: browserOwnerIdOf(services.config, cookieHeader) };
}

/**
 * The owner of a playlist about to be made: the practice, the signed-in patient, or the browser, whose first
 * playlist makes its owner id. The cookie (httpOnly, SameSite=Lax, Secure in production) is set on every such
 * answer, so its lifetime runs from the last playlist made; `setCookie` is that header (null for the practice
 * and a patient).
 */
export function newPlaylistOwner(
  config: Config,
  caller: Caller,
  cookieHeader: string | null | undefined,
): { owner: Owner; setCookie: string | null } {
  if (caller.kind === "practice") return { owner: practiceOwner, setCookie: null };
  if (caller.kind === "patient") return { owner: { kind: "patient", id: caller.patientId }, setCookie: null };
  const cookie = ownerCookieOf(config, cookieHeader) ?? randomBytes(32).toString("base64url");
  const setCookie = serialize(ownerCookieName(config), cookie, {
    httpOnly: true,
    sameSite: "Lax",
    secure: config.env === "production",
    path: "/",
    maxAge: cookieMaxAgeSeconds,
  });
  return { owner: { kind: "anonymous", id: hashOwnerCookie(cookie) }, setCookie };
}

/** The API's new playlist owner, its cookie set on the answer. */
export function ownerForNewPlaylist(c: Context, config: Config, caller: Caller): Owner {
  const { owner, setCookie } = newPlaylistOwner(config, caller, c.req.header("cookie"));
  if (setCookie) c.header("Set-Cookie", setCookie, { append: true });
  return owner;
}
