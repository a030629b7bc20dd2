import { createHash, createHmac, hkdfSync } from "node:crypto";

/**
 * A link naming one appointment by an unguessable token, so a patient's page needs no account: the
 * manage-booking link and the consultation room's (docs/decisions/0039).
 *
 * The token is an HMAC of the appointment's id under a key derived, per purpose, from the site's stored-data
 * key, so any mail written later (the reminder, a rescheduled confirmation) can carry the same link without
 * the site keeping the token itself; the database keeps only its SHA-256, which is how a token finds its
 * appointment. A database read alone therefore yields no working link.
 */
export interface AppointmentLinks {
  tokenFor(appointmentId: string): string;
  urlFor(appointmentId: string): string;
}

export function createAppointmentLinks(
  storedDataKey: Buffer,
  publicUrl: string,
  purpose: string,
  pathFor: (token: string) => string,
): AppointmentLinks {
  const key = Buffer.from(hkdfSync("sha256", storedDataKey, Buffer.alloc(0), purpose, 32));
  const tokenFor = (appointmentId: string) => createHmac("sha256", key).update(appointmentId).digest("base64url");
  return { tokenFor, urlFor: (appointmentId) => `${publicUrl}${pathFor(tokenFor(appointmentId))}` };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token's shape (256 bits in base64url): anything else is refused before a database read. */
export function isLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
