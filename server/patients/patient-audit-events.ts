import { inArray, or, sql, type SQL } from "drizzle-orm";
import { auditEvents } from "#db/schema/admin.ts";

/** The ids a record's audit events may name: the record's own and what belongs to it. */
export interface RecordIds {
  patientIds: string[];
  appointmentIds: string[];
  referralIds: string[];
  messageIds: string[];
}

/**
 * The audit events about one person (docs/decisions/0049): those naming the record, one of its appointments,
 * or (in their details, which hold ids only) one of its referrals or messages. What the export lists and what
 * the deletion removes.
 */
export function auditEventsOf(ids: RecordIds): SQL {
  const conditions: SQL[] = [inArray(auditEvents.patientId, ids.patientIds)];
  if (ids.appointmentIds.length > 0) conditions.push(inArray(auditEvents.appointmentId, ids.appointmentIds));
  if (ids.referralIds.length > 0) conditions.push(inArray(sql`${auditEvents.details}->>'referralId'`, ids.referralIds));
  if (ids.messageIds.length > 0) conditions.push(inArray(sql`${auditEvents.details}->>'messageId'`, ids.messageIds));
  return or(...conditions)!;
}
