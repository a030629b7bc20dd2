import { createHash, createHmac, hkdfSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { paths } from "#contracts/paths.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { resolveFileKey } from "#integrations/storage/file-key.ts";
import type { Config } from "#server/config.ts";

/**
 * The manage-booking link a patient gets with the confirmation and the reminder: an
 * unguessable token naming one appointment, so the page needs no account.
 *
 * The token is an HMAC of the appointment's id under a key derived from the site's stored-data key, so any
 * mail written later (the reminder, a rescheduled confirmation) can carry the same link without the site
 * keeping the token itself; the database keeps only its SHA-256 (`appointments.manage_token_hash`), which is
 * how a token finds its appointment. A database read alone therefore yields no working link. The link works
 * until the appointment is over.
 */
export interface ManageLinks {
  tokenFor(appointmentId: string): string;
  urlFor(appointmentId: string): string;
}

export function createManageLinks(storedDataKey: Buffer, publicUrl: string): ManageLinks {
  const key = Buffer.from(hkdfSync("sha256", storedDataKey, Buffer.alloc(0), "manage-booking-link:v1", 32));
  const tokenFor = (appointmentId: string) => createHmac("sha256", key).update(appointmentId).digest("base64url");
  return { tokenFor, urlFor: (appointmentId) => `${publicUrl}${paths.manageBooking(tokenFor(appointmentId))}` };
}

/** The links on the key of the referral documents (REFERRAL_FILE_KEY, or the one generated in DATA_DIR). */
export function manageLinksFor(config: Config): ManageLinks {
  return createManageLinks(resolveFileKey(config.referralFileKey, config.dataDir), config.publicUrl);
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The appointment's link, its token's hash recorded on the row (idempotent), for a mail being written. */
export async function manageLinkFor(tx: Database, links: ManageLinks, appointmentId: string): Promise<string> {
  await tx
    .update(appointments)
    .set({ manageTokenHash: hashManageToken(links.tokenFor(appointmentId)) })
    .where(eq(appointments.id, appointmentId));
  return links.urlFor(appointmentId);
}

/**
 * The appointment a token names while its link works: null for an unknown token, and once the appointment's
 * time is over (a paid appointment with no time yet keeps its link).
 */
export async function findAppointmentByManageToken(db: Database, token: string, now: Date): Promise<AppointmentRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.manageTokenHash, hashManageToken(token)));
  if (!row) return null;
  if (row.endAt && row.endAt.getTime() <= now.getTime()) return null;
  return row;
}
