import type { RoomRole } from "#contracts/video-room.ts";

/** What the room's page gives the call (docs/decisions/0039). */
export interface ConsultationRoomProps {
  role: RoomRole;
  /** Prefilled and editable: the patient's name from the booking, the practice's name for the practitioner. */
  displayName: string;
  /** The room's WebSocket, same origin, with the member's key in the query (`roomSignalUrl`). */
  signalUrl: string;
  /** Where 'Leave' goes: the manage-booking page for the patient, the appointment in the admin for the practitioner. */
  leaveHref: string;
  /** The appointment's times (ISO instants) and the patient's time zone, to say them in the room. */
  startTime: string;
  endTime: string;
}

/** The waiting room, device check and call. Placeholder until the call lands. */
export function ConsultationRoom({ displayName }: ConsultationRoomProps) {
  return <p>Waiting room for {displayName}</p>;
}
