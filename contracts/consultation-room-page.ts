import type { IntakeStatus } from "./intake.ts";
import type { RoomRole } from "./video-room.ts";

/** The appointment's time as the room's pages say it: instants (ISO) and the patient's own zone, if known. */
export interface RoomAppointmentTime {
  startTime: string;
  endTime: string;
  patientTimeZone: string | null;
}

/**
 * A consultation room's page for one member (docs/decisions/0039), from the opening rule
 * (core/video-room/room-window.ts) read when the page is loaded.
 */
export type RoomPageView =
  /** In: the call, with what it needs (app/features/video-room/consultation-room.tsx). */
  | (RoomAppointmentTime & {
      state: "open";
      role: RoomRole;
      displayName: string;
      signalUrl: string;
      leaveHref: string;
      /** The practitioner's: whether the patient has sent her intake, to read before or during the call; null for the patient. */
      intake: IntakeStatus | null;
    })
  /** The patient, too early: when the room opens. */
  | (RoomAppointmentTime & { state: "not-yet"; opensAt: string })
  /** A paid appointment whose time is not chosen: the manage-booking page, to choose one (null for the practitioner). */
  | { state: "no-time"; manageHref: string | null }
  | (RoomAppointmentTime & { state: "ended" })
  | { state: "cancelled"; startTime: string | null; patientTimeZone: string | null };

/** The room's pages' reads, for their loaders; null is the page's 404 (no such room). */
export interface RoomPages {
  /** The patient's page, from the token of the room's link. */
  patient(token: string): Promise<RoomPageView | null>;
  /** The practitioner's page (behind the admin session, which the route's middleware checks). */
  practitioner(appointmentId: string): Promise<RoomPageView | null>;
}
