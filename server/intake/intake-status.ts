import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { IntakeState } from "#contracts/intake.ts";
import type { Database } from "#db/client.ts";
import { patientIntakes } from "#db/schema/health-records.ts";

/**
 * Whether each patient has submitted an intake, only started one, or neither: the intakes' dates alone, nothing
 * opened, so this is no read of health information.
 */
export async function intakeStates(db: Database, patientIds: readonly string[]): Promise<Map<string, IntakeState>> {
  const states = new Map<string, IntakeState>(patientIds.map((id) => [id, "none"]));
  if (patientIds.length === 0) return states;
  const rows = await db
    .select({ patientId: patientIntakes.patientId, submittedAt: patientIntakes.submittedAt })
    .from(patientIntakes)
    .where(inArray(patientIntakes.patientId, [...new Set(patientIds)]));
  for (const row of rows) {
    if (row.submittedAt) states.set(row.patientId, "submitted");
    else if (states.get(row.patientId) === "none") states.set(row.patientId, "draft");
  }
  return states;
}

/** Whether the patient has submitted an intake (the booking's mails and pages stop asking for one). */
export async function hasSubmittedIntake(db: Database, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patientIntakes.id })
    .from(patientIntakes)
    .where(and(eq(patientIntakes.patientId, patientId), isNotNull(patientIntakes.submittedAt)))
    .limit(1);
  return row !== undefined;
}
