import { desc } from "drizzle-orm";
import type { AuditEntry } from "#contracts/admin.ts";
import type { Database } from "#db/client.ts";
import { auditEvents } from "#db/schema/admin.ts";

export interface AuditEvent {
  /** What happened, e.g. 'admin.login', 'admin.login_failed', 'appointment.completed', 'balance.charged'. */
  action: string;
  actor: AuditEntry["actor"];
  clientAddress?: string | null;
  appointmentId?: string | null;
  /** The patient whose record was read or written; every access to health information names one. */
  patientId?: string | null;
  /** Ids, amounts and outcomes only: never a name, email, phone number or notes (docs/product/decisions.md, 19). */
  details?: Record<string, string | number | boolean | null>;
}

/** Who reads or writes health information, as its audit event names them: the actor and the request's address. */
export type AuditedActor = Pick<AuditEvent, "actor" | "clientAddress">;

/**
 * Records events, several in one statement; inside the caller's transaction when given one, so they commit
 * with what they record.
 */
export async function recordAudit(db: Database, ...events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(auditEvents).values(
    events.map((event) => ({
      action: event.action,
      actor: event.actor,
      clientAddress: event.clientAddress ?? null,
      appointmentId: event.appointmentId ?? null,
      patientId: event.patientId ?? null,
      details: event.details ?? null,
    })),
  );
}

/** The newest events first, for the bottom of the dashboard. */
export async function latestAudit(db: Database, limit = 50): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditEvents).orderBy(desc(auditEvents.at)).limit(limit);
  return rows.map(auditEntryOf);
}

/** One event as the admin pages show it. */
export function auditEntryOf(row: typeof auditEvents.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: row.actor as AuditEntry["actor"],
    clientAddress: row.clientAddress,
    appointmentId: row.appointmentId,
    details: row.details ?? null,
  };
}
