/**
 * A programme version's rules (docs/decisions/0050): its days a week and dates as the practitioner sets them,
 * and which of the saved versions the patient plays.
 */

export const DAYS_PER_WEEK_MIN = 1;
export const DAYS_PER_WEEK_MAX = 7;

/** Why a version's dates do not fit, or null: a review, when there is one, is on or after the start (Melbourne dates, YYYY-MM-DD). */
export function versionDatesProblem(startsOn: string, reviewOn: string | null): "review-before-start" | null {
  return reviewOn !== null && reviewOn < startsOn ? "review-before-start" : null;
}

/** The version the patient plays: the newest saved (highest number); null before the first is saved. */
export function currentVersion<Version extends { number: number }>(versions: readonly Version[]): Version | null {
  return versions.reduce<Version | null>((newest, version) => (newest === null || version.number > newest.number ? version : newest), null);
}

/** The number the next saved version takes: one after the highest so far, 1 for the first. */
export function nextVersionNumber(highest: number | null): number {
  return (highest ?? 0) + 1;
}
