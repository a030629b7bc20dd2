import { desc, inArray, isNotNull, and } from "drizzle-orm";
import { weeksSince } from "#core/intake/intake-dates.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { auditIntake, openIntake, type IntakeServices } from "./intake-records.ts";

/**
 * Weeks since surgery for the practitioner's patient list, from each patient's latest submitted intake: whole
 * weeks since the surgery date of one who has had surgery, else null (no surgery yet, planned, no date, no
 * intake). Opening an intake is a read of health information: each one opened is audited.
 */
export async function weeksSinceSurgery(
  services: IntakeServices,
  patientIds: readonly string[],
  audit: { clientAddress: string },
  now = new Date(),
): Promise<Map<string, number | null>> {
  const weeks = new Map<string, number | null>(patientIds.map((id) => [id, null]));
  if (patientIds.length === 0) return weeks;
  const { db } = services.database;
  const rows = await db
    .select()
    .from(patientIntakes)
    .where(and(inArray(patientIntakes.patientId, [...new Set(patientIds)]), isNotNull(patientIntakes.submittedAt)))
    .orderBy(desc(patientIntakes.updatedAt));
  const opened = new Set<string>();
  for (const row of rows) {
    if (opened.has(row.patientId)) continue;
    opened.add(row.patientId);
    const { answers } = openIntake(services.healthRecords, row);
    if (answers.surgery === "had" && answers.surgeryDate) weeks.set(row.patientId, weeksSince(answers.surgeryDate, now));
    await auditIntake(db, { patientId: row.patientId, actor: "admin", clientAddress: audit.clientAddress }, "intake.read", {
      intakeId: row.id,
      purpose: "weeks-since-surgery",
    });
  }
  return weeks;
}
