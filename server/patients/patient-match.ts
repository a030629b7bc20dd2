import { and, eq, isNull, sql } from "drizzle-orm";
import { emailKey } from "#core/patients/email-key.ts";
import type { Database } from "#db/client.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { patients } from "#db/schema/patients.ts";
import { referrals } from "#db/schema/referrals.ts";

/**
 * The live record whose email key is the address's (docs/decisions/0046), for a referral or a message
 * received: matched, never made, since neither is a booking. A merged record is never matched. The row is
 * held (FOR KEY SHARE) until the caller's transaction ends, so a merge of it waits, then moves what this
 * transaction wrote; a merge that committed first leaves no live record of the key, and no match.
 */
export async function livePatientIdFor(tx: Database, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.emailKey, emailKey(email)), isNull(patients.mergedIntoId)))
    .for("key share");
  return row?.id ?? null;
}

/**
 * A record just made takes the referrals and messages of its email key that arrived before it and belong
 * to no record. Only when it is made: a referral the practitioner unlinked from a record stays unlinked.
 * Returns how many of each joined it.
 */
export async function adoptEarlierByEmail(tx: Database, patientId: string, key: string): Promise<{ referrals: number; messages: number }> {
  const adoptedReferrals = await tx
    .update(referrals)
    .set({ patientId })
    .where(and(isNull(referrals.patientId), sql`lower(btrim(${referrals.patientEmail})) = ${key}`))
    .returning({ id: referrals.id });
  const adoptedMessages = await tx
    .update(contactMessages)
    .set({ patientId })
    .where(and(isNull(contactMessages.patientId), sql`lower(btrim(${contactMessages.email})) = ${key}`))
    .returning({ id: contactMessages.id });
  return { referrals: adoptedReferrals.length, messages: adoptedMessages.length };
}
