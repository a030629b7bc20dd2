import { and, eq, isNull, ne } from "drizzle-orm";
import type { AdminPatientHeader, PatientDetails } from "#contracts/patients.ts";
import { emailKey } from "#core/patients/email-key.ts";
import type { Database } from "#db/client.ts";
import { databaseError } from "#db/database-error.ts";
import { patients } from "#db/schema/patients.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { ConflictError } from "#server/errors.ts";
import { headerOf, patientNotFound } from "./admin-patients.ts";

/** The key belongs to another live record: the practitioner is told to merge, the email field marked. */
const emailTakenError = () =>
  new ConflictError("Another patient record already has this email address. If they are the same person, merge the two records instead.", {
    email: "Another patient record has this email address: merge the two records instead",
  });

/**
 * The practitioner corrects a record's name, email or phone (docs/decisions/0046). A new email re-keys the
 * record; another live record with that key is refused, with a merge suggested (the partial unique index
 * refuses it too, should two corrections race). A merged record is not corrected: its survivor is. Audited
 * by ids only. Appointments keep the details they were booked with.
 */
export async function correctPatientDetails(
  db: Database,
  id: string,
  details: PatientDetails,
  audit: { clientAddress: string },
): Promise<AdminPatientHeader> {
  const key = emailKey(details.email);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(patients).where(eq(patients.id, id)).for("update");
      if (!current) throw patientNotFound();
      if (current.mergedIntoId) {
        throw new ConflictError("This record was merged into another. Please correct the details on the record it was merged into.");
      }
      if (key !== current.emailKey) {
        const [other] = await tx
          .select({ id: patients.id })
          .from(patients)
          .where(and(eq(patients.emailKey, key), isNull(patients.mergedIntoId), ne(patients.id, id)));
        if (other) throw emailTakenError();
      }
      const [row] = await tx
        .update(patients)
        .set({ name: details.name, email: details.email, emailKey: key, phone: details.phone, updatedAt: new Date() })
        .where(eq(patients.id, id))
        .returning();
      await recordAudit(tx, {
        action: "patient.updated",
        actor: "admin",
        clientAddress: audit.clientAddress,
        patientId: id,
        details: { patientId: id, emailChanged: key !== current.emailKey },
      });
      return headerOf(row!);
    });
  } catch (error) {
    if (databaseError(error)?.constraint === "patients_live_email_key_uq") throw emailTakenError();
    throw error;
  }
}
