import { eq } from "drizzle-orm";
import { paths } from "#contracts/paths.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { resolveFileKey } from "#integrations/storage/file-key.ts";
import type { Config } from "#server/config.ts";
import { createAppointmentLinks, hashLinkToken, isLinkToken, type AppointmentLinks } from "./appointment-link.ts";

/**
 * The manage-booking link a patient gets with the confirmation and the reminder (server/bookings/appointment-link.ts);
 * the database keeps its token's hash in `appointments.manage_token_hash`. The link works until the
 * appointment is over.
 */
export type ManageLinks = AppointmentLinks;

export function createManageLinks(storedDataKey: Buffer, publicUrl: string): ManageLinks {
  return createAppointmentLinks(storedDataKey, publicUrl, "manage-booking-link:v1", paths.manageBooking);
}

/** The links on the key of the referral documents (REFERRAL_FILE_KEY, or the one generated in DATA_DIR). */
export function manageLinksFor(config: Config): ManageLinks {
  return createManageLinks(resolveFileKey(config.referralFileKey, config.dataDir), config.publicUrl);
}

/** The appointment's link, its token's hash recorded on the row (idempotent), for a mail being written. */
export async function manageLinkFor(tx: Database, links: ManageLinks, appointmentId: string): Promise<string> {
  await tx
    .update(appointments)
    .set({ manageTokenHash: hashLinkToken(links.tokenFor(appointmentId)) })
    .where(eq(appointments.id, appointmentId));
  return links.urlFor(appointmentId);
}

/**
 * The appointment a token names while its link works: null for an unknown token, and once the appointment's
 * time is over (a paid appointment with no time yet keeps its link).
 */
export async function findAppointmentByManageToken(db: Database, token: string, now: Date): Promise<AppointmentRow | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.manageTokenHash, hashLinkToken(token)));
  if (!row) return null;
  if (row.endAt && row.endAt.getTime() <= now.getTime()) return null;
  return row;
}
