import "./zod-jitless.ts";
import * as z from "zod/mini";
import { DAYS_PER_WEEK_MAX, DAYS_PER_WEEK_MIN, versionDatesProblem } from "#core/programmes/programme-version.ts";
import { isCalendarDate } from "#core/intake/intake-dates.ts";
import type { Dosage } from "#core/exercises/dosage.ts";
import type { PatientHeading } from "./clinical-notes.ts";
import type { Outcome } from "./form-reply.ts";
import type { PlaylistItem } from "./playlists.ts";
import { singleLineText } from "./text-fields.ts";

/**
 * Prescribed programmes (docs/decisions/0050): the practitioner makes one on a patient's record, builds its
 * draft with the playlist editor, and saves versions (progressions) the patient plays from "My care".
 */

export const programmeMessages = {
  titleRequired: "Give the programme a title",
  titleTooLong: "Please keep the title under 120 characters",
  phaseRequired: "Name the phase (for example 'Early strength')",
  phaseTooLong: "Please keep the phase under 80 characters",
  daysPerWeek: `Days a week is a whole number from ${DAYS_PER_WEEK_MIN} to ${DAYS_PER_WEEK_MAX}`,
  startsOn: "Choose the date the version starts",
  reviewOn: "Choose a real date for the review, or leave it empty",
  reviewBeforeStart: "The review cannot be before the start",
  emptyDraft: "Add at least one exercise before saving a version",
  stopped: "This programme is stopped: it can no longer change",
  notFound: "This programme does not exist.",
  patientOnly: "Only the patient the programme is prescribed to can log its sessions",
} as const;

const line = (required: string, max: number, tooLong: string) =>
  singleLineText({ error: required }).check(z.minLength(1, required), z.maxLength(max, tooLong));
const date = (message: string) => z.string({ error: message }).check(z.refine(isCalendarDate, message));

/** 'New programme' on a patient's record. */
export const newProgrammeSchema = z.object({ title: line(programmeMessages.titleRequired, 120, programmeMessages.titleTooLong) });
export type NewProgrammePayload = z.output<typeof newProgrammeSchema>;

/** 'Save version': the draft's exercises saved as the next version, with these. Dates are Melbourne dates. */
export const saveVersionSchema = z
  .object({
    phase: line(programmeMessages.phaseRequired, 80, programmeMessages.phaseTooLong),
    daysPerWeek: z
      .number({ error: programmeMessages.daysPerWeek })
      .check(
        z.int(programmeMessages.daysPerWeek),
        z.gte(DAYS_PER_WEEK_MIN, programmeMessages.daysPerWeek),
        z.lte(DAYS_PER_WEEK_MAX, programmeMessages.daysPerWeek),
      ),
    startsOn: date(programmeMessages.startsOn),
    reviewOn: z.nullable(date(programmeMessages.reviewOn)),
  })
  .check(
    z.refine((version) => versionDatesProblem(version.startsOn, version.reviewOn) === null, {
      message: programmeMessages.reviewBeforeStart,
      path: ["reviewOn"],
    }),
  );
export type SaveVersionPayload = z.output<typeof saveVersionSchema>;

/** One exercise of a saved version as prescribed: what the patient and the version history read. */
export interface ProgrammeExercise {
  itemId: number;
  exerciseId: number;
  name: string;
  slug: string;
  unilateral: boolean;
  dosage: Dosage;
  load: string | null;
  notes: string;
}

export interface ProgrammeVersion {
  id: string;
  number: number;
  phase: string;
  daysPerWeek: number;
  startsOn: string;
  reviewOn: string | null;
  /** ISO instant it was saved. */
  savedAt: string;
  /** The playlist the player plays. */
  playlistId: number;
  exercises: ProgrammeExercise[];
}

/** A programme in a list: its current version's phase, if one is saved. */
export interface ProgrammeSummary {
  id: string;
  title: string;
  createdAt: string;
  endedAt: string | null;
  versionCount: number;
  currentPhase: string | null;
}

/** The practitioner's page of one programme: the draft she edits and every saved version, newest first. */
export interface PractitionerProgramme {
  patient: PatientHeading;
  programme: ProgrammeSummary & { draftPlaylistId: number | null };
  draft: PlaylistItem[];
  versions: ProgrammeVersion[];
}

/** A programme as its patient reads it in "My care": the version to play and the earlier ones. */
export interface PatientProgramme {
  id: string;
  title: string;
  current: ProgrammeVersion;
  earlier: ProgrammeVersion[];
}

/** The admin pages' programmes (contracts/admin-pages.ts): a patient or programme the ids do not name reads as null. */
export interface ProgrammePages {
  list(patientId: string): Promise<{ patient: PatientHeading; programmes: ProgrammeSummary[] } | null>;
  create(patientId: string, payload: NewProgrammePayload): Promise<Outcome<{ programmeId: string }>>;
  programme(patientId: string, programmeId: string): Promise<PractitionerProgramme | null>;
  /** The draft saved as the next version; the patient is mailed that it is ready. */
  saveVersion(patientId: string, programmeId: string, payload: SaveVersionPayload): Promise<Outcome<{ number: number }>>;
  stop(patientId: string, programmeId: string): Promise<Outcome<void>>;
}
