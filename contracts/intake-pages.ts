import type { Outcome } from "./form-reply.ts";
import type { IntakeDraft, IntakeSaved, PatientIntakeView } from "./intake.ts";
import type { IntakeField } from "./intake-form.ts";

/**
 * One patient's own intake, for the form's loader and actions (app/features/intake/), however the page knows
 * who she is: her manage-booking link now, her signed-in session later. Every read and write is audited.
 */
export interface IntakeAccess {
  read(): Promise<PatientIntakeView>;
  /** Saves the answers of `fields` (a step's): each left out of `draft` is cleared, the rest of the intake kept. */
  save(draft: IntakeDraft, fields: readonly IntakeField[]): Promise<Outcome<IntakeSaved>>;
  /** Sends the current intake to the practitioner; refused with each missing answer's message. */
  submit(): Promise<Outcome<{ intakeId: string; submittedAt: string }>>;
}

/** The ways a page finds the patient whose intake it shows. */
export interface IntakePages {
  /** The patient of the appointment a manage-booking token names, while its link works and it is not cancelled; else null. */
  forBooking(token: string): Promise<IntakeAccess | null>;
  /** The patient a request's live session signs in (docs/decisions/0047); else null. */
  forSignedIn(request: Request): Promise<IntakeAccess | null>;
}
