/** One stay of a member in an appointment's consultation room (docs/decisions/0039). */
export interface RoomVisit {
  role: "patient" | "practitioner";
  joinedAt: Date;
  /** Null while the member is in the room. */
  leftAt: Date | null;
}

export interface RoomVisitsSummary {
  /** When the patient first came into the room; null if she never did. */
  patientJoinedAt: Date | null;
  /** How long the call lasted: the time the patient and the practitioner were in the room together, in ms. */
  togetherMs: number;
}

type Interval = [start: number, end: number];

/** A member's visits as disjoint intervals: a reload or a second device makes visits that overlap. */
function merged(visits: RoomVisit[], now: Date): Interval[] {
  const intervals = visits
    .map((visit): Interval => [visit.joinedAt.getTime(), (visit.leftAt ?? now).getTime()])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const result: Interval[] = [];
  for (const [start, end] of intervals) {
    const last = result.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else result.push([start, end]);
  }
  return result;
}

/**
 * When the patient joined and how long the call lasted, from the room's visits: the overlap of the
 * patient's time in the room with the practitioner's, a visit still open counting until `now`.
 */
export function summariseRoomVisits(visits: RoomVisit[], now: Date): RoomVisitsSummary {
  const patient = merged(
    visits.filter((visit) => visit.role === "patient"),
    now,
  );
  const practitioner = merged(
    visits.filter((visit) => visit.role === "practitioner"),
    now,
  );
  let togetherMs = 0;
  for (let p = 0, q = 0; p < patient.length && q < practitioner.length;) {
    const [a, b] = [patient[p]!, practitioner[q]!];
    togetherMs += Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
    if (a[1] < b[1]) p++;
    else q++;
  }
  const firstPatientVisit = visits
    .filter((visit) => visit.role === "patient")
    .reduce<Date | null>((first, visit) => (first === null || visit.joinedAt < first ? visit.joinedAt : first), null);
  return { patientJoinedAt: firstPatientVisit, togetherMs };
}
