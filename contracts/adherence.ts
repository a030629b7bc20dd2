import type { AdherenceFlags, Trend } from "#core/adherence/adherence.ts";

/**
 * Adherence to prescribed programmes as the practitioner's pages show it (docs/decisions/0051): per programme
 * and Melbourne week, sessions done against planned, pain and effort, and the patient list's flags.
 */
export type { AdherenceFlags, Trend };

export interface AdherenceScore {
  /** 0-10, the week's mean to one decimal; null when no session gave one. */
  mean: number | null;
  trend: Trend | null;
}

export interface AdherenceWeek {
  /** The week's Monday, YYYY-MM-DD (Melbourne). */
  weekOf: string;
  done: number;
  planned: number;
  inProgress: boolean;
  pain: AdherenceScore;
  effort: AdherenceScore;
}

export interface ProgrammeAdherenceView {
  programmeId: string;
  title: string;
  /** The newest saved version's phase and days a week (the one the patient plays). */
  phase: string;
  daysPerWeek: number;
  /** The first version's start, YYYY-MM-DD. */
  startsOn: string;
  /** ISO instants; null: still running, or no session yet. */
  endedAt: string | null;
  lastSessionAt: string | null;
  flags: AdherenceFlags;
  /** Newest first. */
  weeks: AdherenceWeek[];
}

/** A patient's prescribed programmes (those with a saved version), newest first. */
export interface PatientAdherence {
  patientId: string;
  programmes: ProgrammeAdherenceView[];
}
