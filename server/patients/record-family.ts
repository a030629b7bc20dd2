import { eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { patients, type PatientRow } from "#db/schema/patients.ts";

/**
 * A live record and every record merged into it, however many merges deep (docs/decisions/0046): one
 * person's history. The live record comes first; an empty list when `patientId` names no record. A merged
 * record is part of its survivor's family only, never a record of its own to export or delete.
 */
export async function recordFamily(db: Database, patientId: string): Promise<PatientRow[]> {
  const [root] = await db.select().from(patients).where(eq(patients.id, patientId));
  if (!root) return [];
  const family = [root];
  for (let generation = [root.id]; generation.length > 0;) {
    const merged = (await db.select().from(patients).where(inArray(patients.mergedIntoId, generation))).filter(
      (row) => !family.some((member) => member.id === row.id),
    );
    family.push(...merged);
    generation = merged.map((row) => row.id);
  }
  return family;
}
