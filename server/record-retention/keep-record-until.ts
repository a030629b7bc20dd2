import { and, eq, isNull } from "drizzle-orm";
import type { KeepUntilPayload } from "#contracts/record-export.ts";
import type { Database } from "#db/client.ts";
import { patients } from "#db/schema/patients.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { NotFoundError } from "#server/errors.ts";

/**
 * The practitioner keeps a record at least through a date, beyond the 7 years when that is later: a child's
 * 25th birthday (docs/decisions/0049). An empty date clears it. Audited without the date, which would tell a
 * child's birthday.
 */
export async function keepRecordUntil(
  db: Database,
  patientId: string,
  payload: KeepUntilPayload,
  audit: { clientAddress: string },
): Promise<void> {
  const keepUntil = payload.keepUntil === "" ? null : payload.keepUntil;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(patients)
      .set({ keepUntil, updatedAt: new Date() })
      .where(and(eq(patients.id, patientId), isNull(patients.mergedIntoId)))
      .returning({ id: patients.id });
    if (!updated) throw new NotFoundError("This patient does not exist.");
    await recordAudit(tx, {
      action: "record.keep_until_set",
      actor: "admin",
      clientAddress: audit.clientAddress,
      patientId,
      details: { kept: keepUntil !== null },
    });
  });
}
