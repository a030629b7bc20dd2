import { addDays, daysBetween, melbourneDay } from "#core/calendar/melbourne-days.ts";
import { mondayOf, weekOfInstant } from "./melbourne-weeks.ts";

/**
 * Adherence to a prescribed programme (docs/decisions/0051): per Melbourne week, the sessions done against
 * the sessions planned, how pain and effort moved, and the two flags the patient list shows.
 */

/** A saved version's plan: from `startsOn` (a Melbourne date) on, `daysPerWeek` sessions a week. */
export interface PlannedVersion {
  number: number;
  daysPerWeek: number;
  startsOn: string;
}

/** A played session: when it ended, and the 0-10 pain and effort the patient gave (null: not answered). */
export interface LoggedSession {
  endedAt: Date;
  pain: number | null;
  effort: number | null;
}

export interface ProgrammeHistory {
  versions: readonly PlannedVersion[];
  sessions: readonly LoggedSession[];
  /** When the practitioner stopped it; null while it runs. */
  endedAt: Date | null;
}

/** How a week's mean moved from the week just before: by at least `TREND_STEP` either way, or not. */
export type Trend = "rising" | "falling" | "steady";

export interface WeeklyScore {
  /** The week's mean to one decimal; null when no session of the week gave one. */
  mean: number | null;
  /** Against the week just before; null when either week has no score. */
  trend: Trend | null;
}

export interface WeekAdherence {
  /** The week's Monday. */
  weekOf: string;
  done: number;
  planned: number;
  /** The current week: its plan is the whole week's, and the week is not over. */
  inProgress: boolean;
  pain: WeeklyScore;
  effort: WeeklyScore;
}

export interface AdherenceFlags {
  /** Running, started, and no session in the 7 days to today (or since its start). */
  noSessionForAWeek: boolean;
  /** The latest scored week (this one or last) has a mean pain at least `PAIN_RISE` above the week before it. */
  painRose: boolean;
}

export interface ProgrammeAdherence {
  /** Newest first, from the week of its first start (or first session) to this week or the week it ended. */
  weeks: WeekAdherence[];
  lastSessionAt: Date | null;
  flags: AdherenceFlags;
}

export const TREND_STEP = 1;
export const PAIN_RISE = 2;
export const DAYS_WITHOUT_SESSION = 7;

/** The version in force on a day: the highest-numbered one started by then; null before the first start. */
export function versionOn(versions: readonly PlannedVersion[], day: string): PlannedVersion | null {
  let inForce: PlannedVersion | null = null;
  for (const version of versions) if (version.startsOn <= day && (!inForce || version.number > inForce.number)) inForce = version;
  return inForce;
}

/**
 * Sessions planned for the week of `monday`, prorated by day: each day the programme runs counts the days a
 * week of the version in force that day, a seventh each, rounded to a whole session. A week the programme
 * starts or ends in counts only its days; a progression mid-week counts each version for its days.
 */
export function plannedInWeek(versions: readonly PlannedVersion[], monday: string, lastDay: string | null): number {
  let sevenths = 0;
  for (let offset = 0; offset < 7; offset += 1) {
    const day = addDays(monday, offset);
    if (lastDay !== null && day > lastDay) break;
    sevenths += versionOn(versions, day)?.daysPerWeek ?? 0;
  }
  return Math.round(sevenths / 7);
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

function trendOf(current: number | null, previous: number | null): Trend | null {
  if (current === null || previous === null) return null;
  if (current - previous >= TREND_STEP) return "rising";
  if (previous - current >= TREND_STEP) return "falling";
  return "steady";
}

const firstStart = (versions: readonly PlannedVersion[]) =>
  versions.reduce<string | null>((first, version) => (first === null || version.startsOn < first ? version.startsOn : first), null);

/** A programme's adherence at `now`. */
export function programmeAdherence(history: ProgrammeHistory, now: Date): ProgrammeAdherence {
  const today = melbourneDay(now);
  const endDay = history.endedAt && history.endedAt.getTime() <= now.getTime() ? melbourneDay(history.endedAt) : null;
  const start = firstStart(history.versions);
  const sessions = [...history.sessions].sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime());
  const lastSessionAt = sessions.at(-1)?.endedAt ?? null;
  const byWeek = Map.groupBy(sessions, (session) => weekOfInstant(session.endedAt));
  const earliest = [start, sessions[0] ? melbourneDay(sessions[0].endedAt) : null].filter((day) => day !== null).sort()[0];
  const thisWeek = mondayOf(today);
  const lastWeek = mondayOf(endDay && endDay < today ? endDay : today);

  const oldestFirst: WeekAdherence[] = [];
  for (let monday = earliest ? mondayOf(earliest) : null; monday !== null && monday <= lastWeek; monday = addDays(monday, 7)) {
    const played = byWeek.get(monday) ?? [];
    const pain = mean(played.flatMap((session) => (session.pain === null ? [] : [session.pain])));
    const effort = mean(played.flatMap((session) => (session.effort === null ? [] : [session.effort])));
    const previous = oldestFirst.at(-1);
    oldestFirst.push({
      weekOf: monday,
      done: played.length,
      planned: plannedInWeek(history.versions, monday, endDay),
      inProgress: monday === thisWeek && endDay === null,
      pain: { mean: pain, trend: trendOf(pain, previous?.pain.mean ?? null) },
      effort: { mean: effort, trend: trendOf(effort, previous?.effort.mean ?? null) },
    });
  }
  const weeks = oldestFirst.reverse();
  return { weeks, lastSessionAt, flags: flagsOf(weeks, { today, start, endDay, lastSessionAt }) };
}

function flagsOf(
  weeks: readonly WeekAdherence[],
  at: { today: string; start: string | null; endDay: string | null; lastSessionAt: Date | null },
): AdherenceFlags {
  const running = at.endDay === null && at.start !== null && at.start <= at.today;
  const lastDay = at.lastSessionAt ? melbourneDay(at.lastSessionAt) : null;
  const since = lastDay !== null && at.start !== null && lastDay > at.start ? lastDay : at.start;
  const noSessionForAWeek = running && since !== null && daysBetween(since, at.today) >= DAYS_WITHOUT_SESSION;
  // The latest week with a pain score, if it is this week or last; against the week just before it.
  const recent = new Set([mondayOf(at.today), addDays(mondayOf(at.today), -7)]);
  const latestScored = weeks.findIndex((week) => week.pain.mean !== null);
  const latest = weeks[latestScored]?.pain.mean ?? null;
  const before = weeks[latestScored + 1]?.pain.mean ?? null;
  const painRose = latest !== null && before !== null && recent.has(weeks[latestScored]!.weekOf) && latest - before >= PAIN_RISE;
  return { noSessionForAWeek, painRose };
}

/** A patient's flags over their programmes: each raised when any programme raises it. */
export function patientFlags(programmes: readonly AdherenceFlags[]): AdherenceFlags {
  return {
    noSessionForAWeek: programmes.some((flags) => flags.noSessionForAWeek),
    painRose: programmes.some((flags) => flags.painRose),
  };
}
