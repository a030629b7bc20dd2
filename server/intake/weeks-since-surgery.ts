import { desc, inArray, isNotNull, and } from "drizzle-orm";
import { weeksSince } from "#core/intake/intake-dates.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { recordAudit, type AuditEvent } from "#server/admin/audit.ts";
import { intakeAuditEvent, openIntake, type IntakeAccessor, type IntakeServices } from "./intake-records.ts";

/** A patient's surgery as their latest submitted intake gives it: had, or planned, on a date. */
export interface SurgeryDate {
  had: boolean;
  date: string;
}

/**
 * Each patient's surgery date from their latest submitted intake (none: no intake, no surgery, no date), and
 * the audit events of the intakes opened for it, for the caller to record with its own in one statement.
 */
export async function openSurgeryDates(
  services: IntakeServices,
  patientIds: readonly string[],
  who: Omit<IntakeAccessor, "patientId" | "appointmentId">,
  purpose: string,
): Promise<{ surgeries: Map<string, SurgeryDate>; events: AuditEvent[] }> {
  const surgeries = new Map<string, SurgeryDate>();
  if (patientIds.length === 0) return { surgeries, events: [] };
  const rows = await services.database.db
    .select()
    .from(patientIntakes)
    .where(and(inArray(patientIntakes.patientId, [...new Set(patientIds)]), isNotNull(patientIntakes.submittedAt)))
    .orderBy(desc(patientIntakes.updatedAt));
  const opened = new Map<string, AuditEvent>();
  for (const row of rows) {
    if (opened.has(row.patientId)) continue;
    const { answers } = openIntake(services.healthRecords, row);
    if ((answers.surgery === "had" || answers.surgery === "planned") && answers.surgeryDate) {
      surgeries.set(row.patientId, { had: answers.surgery === "had", date: answers.surgeryDate });
    }
    opened.set(row.patientId, intakeAuditEvent({ patientId: row.patientId, ...who }, "intake.read", { intakeId: row.id, purpose }));
  }
  return { surgeries, events: [...opened.values()] };
}

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
  const { surgeries, events } = await openSurgeryDates(services, patientIds, { actor: "admin", ...audit }, "weeks-since-surgery");
  for (const [patientId, surgery] of surgeries) if (surgery.had) weeks.set(patientId, weeksSince(surgery.date, now));
  // One statement for the page's openings, each still its own event naming its patient.
  await recordAudit(services.database.db, ...events);
  return weeks;
}
