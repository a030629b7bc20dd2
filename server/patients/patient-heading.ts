import { eq } from "drizzle-orm";
import type { PatientHeading } from "#contracts/clinical-notes.ts";
import type { Database } from "#db/client.ts";
import { patients } from "#db/schema/patients.ts";

/** The patient a page is about, by name for its heading; null when the id names no record. */
export async function patientHeading(db: Database, patientId: string): Promise<PatientHeading | null> {
  const [row] = await db.select({ id: patients.id, name: patients.name }).from(patients).where(eq(patients.id, patientId));
  return row ?? null;
}
