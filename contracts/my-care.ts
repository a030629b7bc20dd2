import type { IntakeState } from "./intake.ts";
import type { PatientProgramme } from "./programmes.ts";
import type { QuestionnaireSummary } from "./questionnaires.ts";
import type { OutcomeProgress } from "./outcome-progress.ts";
import type { ReceiptSummary } from "./receipts.ts";

/** One of the signed-in patient's appointments on "My care" (server/patients/my-care.ts). */
export interface MyCareAppointment {
  id: string;
  status: "confirmed" | "awaiting_time" | "cancelled";
  /** ISO instant; null while a paid appointment waits for its time. */
  startTime: string | null;
  /** The patient's time zone as their browser gave it at booking: their own time beside Melbourne's. */
  patientTimeZone: string | null;
  /** The consultation room's page (the patient's room link), for a confirmed appointment still to come. */
  roomPath: string | null;
  /** The manage-booking page, while its link works (until the appointment is over). */
  managePath: string | null;
  receipts: ReceiptSummary[];
}

export interface MyCarePlaylist {
  id: number;
  name: string;
}

/** "My care": everything of the signed-in patient's the site holds, and the playlists this browser made. */
export interface MyCareView {
  patientName: string;
  /** Soonest first; one with no time yet last. */
  upcoming: MyCareAppointment[];
  /** Most recent first, cancelled ones included. */
  past: MyCareAppointment[];
  /** Whether the pre-consultation form is sent, begun or not started (its dates only: nothing is opened). */
  intake: IntakeState;
  /** The exercise programmes prescribed to the patient, running, with a saved version (docs/decisions/0050). */
  programmes: PatientProgramme[];
  /** Whether the weekly exercise reminder is off, and its page (the mail's link), where it is turned off or on. */
  exerciseReminders: { optedOut: boolean; path: string };
  /** The playlists kept in the patient's account, and those this browser made that it could keep there. */
  playlists: { inAccount: MyCarePlaylist[]; inThisBrowser: MyCarePlaylist[] };
  /** The questionnaires waiting for answers (due or begun), soonest closing first; nothing opened. */
  questionnaires: QuestionnaireSummary[];
  /** Their own outcome measures over time (docs/decisions/0053). */
  progress: OutcomeProgress;
}
