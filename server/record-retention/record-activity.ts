import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";

/** When a live record (with the records merged into it) began, and the latest date anything was added to it. */
export interface RecordActivity {
  patientId: string;
  keepUntil: string | null;
  firstAt: Date;
  lastAt: Date;
}

interface ActivityRow {
  patient_id: string;
  keep_until: string | null;
  first_ms: number;
  last_ms: number;
}

/**
 * The first and last dates of each live record's family (docs/decisions/0049). The last counts every date
 * something happened to the person: a booking made, a consultation's time, its completion, cancellation,
 * payments, receipts, refunds, referrals, messages, intake answers, notes and addenda, playlists and logged
 * sessions, prescribed programmes, their versions and the sessions played of them. That is never earlier than the last occasion a health service was provided, so the 7 years
 * counted from it keep the record at least as long as the law asks; it also makes every payment of the
 * record older than the record's 7 years when the record is deleted. Reading the record (an export, an
 * audit event) is not activity.
 *
 * `patientId` limits it to one record; `lastBefore` to records whose last date is earlier (the retention
 * job's first cut, which core/patients/record-retention.ts then decides exactly).
 */
export async function recordActivity(db: Database, only: { patientId?: string; lastBefore?: Date } = {}): Promise<RecordActivity[]> {
  const rootFilter = only.patientId ? sql`AND p.id = ${only.patientId}` : sql``;
  const lastFilter = only.lastBefore ? sql`HAVING max(activity.last_at) < ${only.lastBefore.toISOString()}::timestamptz` : sql``;
  const result = (await db.execute(sql`
    WITH RECURSIVE family AS (
      SELECT p.id AS member_id, p.id AS root_id FROM patients p WHERE p.merged_into_id IS NULL ${rootFilter}
      UNION ALL
      SELECT p.id, f.root_id FROM patients p JOIN family f ON p.merged_into_id = f.member_id
    ),
    record_appointments AS (
      SELECT f.root_id, a.* FROM family f JOIN appointments a ON a.patient_id = f.member_id
    ),
    activity (root_id, first_at, last_at) AS (
      SELECT f.root_id, p.created_at, p.created_at FROM family f JOIN patients p ON p.id = f.member_id
      UNION ALL
      SELECT root_id, least(created_at, start_at),
        greatest(created_at, start_at, end_at, consultation_completed_at, cancelled_at, deposit_paid_at, balance_paid_at)
      FROM record_appointments
      UNION ALL
      SELECT a.root_id, r.issued_at, r.issued_at FROM record_appointments a JOIN receipts r ON r.appointment_id = a.id
      UNION ALL
      SELECT a.root_id, o.created_at, greatest(o.created_at, o.updated_at)
      FROM record_appointments a JOIN payment_orders o ON o.appointment_id = a.id OR o.redeemed_appointment_id = a.id
      UNION ALL
      SELECT a.root_id, d.created_at, greatest(d.created_at, d.completed_at) FROM record_appointments a JOIN deposit_refunds d ON d.appointment_id = a.id
      UNION ALL
      SELECT f.root_id, r.created_at, greatest(r.created_at, r.handled_at) FROM family f JOIN referrals r ON r.patient_id = f.member_id
      UNION ALL
      SELECT f.root_id, m.created_at, greatest(m.created_at, m.handled_at) FROM family f JOIN contact_messages m ON m.patient_id = f.member_id
      UNION ALL
      SELECT f.root_id, i.created_at, greatest(i.created_at, i.updated_at, i.submitted_at, i.consented_at)
      FROM family f JOIN patient_intakes i ON i.patient_id = f.member_id
      UNION ALL
      SELECT f.root_id, n.created_at, greatest(n.created_at, n.updated_at, n.signed_at) FROM family f JOIN clinical_notes n ON n.patient_id = f.member_id
      UNION ALL
      SELECT f.root_id, d.created_at, d.created_at
      FROM family f JOIN clinical_notes n ON n.patient_id = f.member_id JOIN clinical_note_addenda d ON d.note_id = n.id
      UNION ALL
      SELECT f.root_id, l.created_at, greatest(l.created_at, l.updated_at)
      FROM family f JOIN playlists l ON l.owner_kind = 'patient' AND l.owner_id = f.member_id::text
      UNION ALL
      SELECT f.root_id, s.ended_at, s.ended_at
      FROM family f JOIN playlist_sessions s ON s.owner_kind = 'patient' AND s.owner_id = f.member_id::text
      UNION ALL
      SELECT f.root_id, g.created_at, greatest(g.created_at, g.ended_at, max(v.created_at))
      FROM family f JOIN programmes g ON g.patient_id = f.member_id LEFT JOIN programme_versions v ON v.programme_id = g.id
      GROUP BY f.root_id, g.id
      UNION ALL
      SELECT f.root_id, s.ended_at, s.ended_at FROM family f JOIN programme_sessions s ON s.patient_id = f.member_id
    )
    SELECT activity.root_id AS patient_id, root.keep_until::text AS keep_until,
      (extract(epoch FROM min(activity.first_at)) * 1000)::float8 AS first_ms,
      (extract(epoch FROM max(activity.last_at)) * 1000)::float8 AS last_ms
    FROM activity JOIN patients root ON root.id = activity.root_id
    GROUP BY activity.root_id, root.keep_until
    ${lastFilter}
  `)) as unknown as { rows: ActivityRow[] };
  return result.rows.map((row) => ({
    patientId: row.patient_id,
    keepUntil: row.keep_until,
    firstAt: new Date(Number(row.first_ms)),
    lastAt: new Date(Number(row.last_ms)),
  }));
}
