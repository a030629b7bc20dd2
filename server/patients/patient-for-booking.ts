import { sql } from "drizzle-orm";
import { emailKey } from "#core/patients/email-key.ts";
import type { Database } from "#db/client.ts";
import { patients } from "#db/schema/patients.ts";
import { adoptEarlierByEmail } from "./patient-match.ts";

export interface PatientContact {
  name: string;
  email: string;
  phone?: string | null;
}

/**
 * The patient record a paid booking belongs to (docs/decisions/0046): the live record of its email key, else
 * a new one made from the booking's details. One statement, so two bookings of a new patient at once make one
 * record. A found record keeps its details (the practitioner may have corrected them); a missing phone is
 * filled in. A new record takes the referrals and messages of its email that came before it. Runs in the
 * caller's transaction, so the booking and its patient commit together.
 */
export async function patientForBooking(tx: Database, contact: PatientContact, now = new Date()): Promise<string> {
  const key = emailKey(contact.email);
  const [row] = await tx
    .insert(patients)
    .values({
      name: contact.name.trim(),
      email: contact.email.trim(),
      emailKey: key,
      phone: contact.phone?.trim() || null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: patients.emailKey,
      targetWhere: sql`${patients.mergedIntoId} IS NULL`,
      set: { phone: sql`coalesce(${patients.phone}, excluded.phone)` },
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated instead.
    .returning({ id: patients.id, made: sql<boolean>`(xmax = 0)` });
  if (row!.made) await adoptEarlierByEmail(tx, row!.id, key);
  return row!.id;
}
