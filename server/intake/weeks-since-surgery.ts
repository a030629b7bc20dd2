import { desc, inArray, isNotNull, and } from "drizzle-orm";
import { weeksSince } from "#core/intake/intake-dates.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { recordAudit, type AuditEvent } from "#server/admin/audit.ts";
import { intakeAuditEvent, openIntake, type IntakeServices } from "./intake-records.ts";

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
  const opened = new Map<string, AuditEvent>();
  for (const row of rows) {
    if (opened.has(row.patientId)) continue;
    const { answers } = openIntake(services.healthRecords, row);
    if (answers.surgery === "had" && answers.surgeryDate) weeks.set(row.patientId, weeksSince(answers.surgeryDate, now));
    const who = { patientId: row.patientId, actor: "admin" as const, clientAddress: audit.clientAddress };
    opened.set(row.patientId, intakeAuditEvent(who, "intake.read", { intakeId: row.id, purpose: "weeks-since-surgery" }));
  }
  // One statement for the page's openings, each still its own event naming its patient.
  await recordAudit(db, ...opened.values());
  return weeks;
}
