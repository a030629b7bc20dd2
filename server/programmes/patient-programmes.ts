import { and, desc, eq, isNull } from "drizzle-orm";
import type { PatientProgramme } from "#contracts/programmes.ts";
import type { Database } from "#db/client.ts";
import { programmes } from "#db/schema/programmes.ts";
import { versionsOf } from "./programme-versions.ts";

/**
 * The patient's running programmes that have a saved version, newest first, as "My care" shows them: the
 * current version to play and the earlier ones (docs/decisions/0050). A draft is never shown.
 */
export async function patientProgrammes(db: Database, patientId: string): Promise<PatientProgramme[]> {
  const rows = await db
    .select({ id: programmes.id, title: programmes.title })
    .from(programmes)
    .where(and(eq(programmes.patientId, patientId), isNull(programmes.endedAt)))
    .orderBy(desc(programmes.createdAt));
  const versions = await versionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const [current, ...earlier] = versions.get(row.id)!;
    return current ? [{ ...row, current, earlier }] : [];
  });
}
