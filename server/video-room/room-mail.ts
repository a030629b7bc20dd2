import { adminPaths } from "#contracts/admin-paths.ts";
import { ROOM_OPENS_MINUTES_BEFORE } from "#core/video-room/room-window.ts";
import type { Database } from "#db/client.ts";
import type { Config } from "#server/config.ts";
import { roomLinkFor, type RoomLinks } from "./room-link.ts";

/** What a patient's mail about an appointment says of its consultation room (docs/decisions/0039). */
export interface RoomMailContent {
  url: string;
  /** The details row: the link itself, a link in the HTML part. */
  detail: { label: string; value: string; url: string };
  /** How to join and when the room opens. */
  paragraph: string;
  /** The calendar invitation's description, with the manage link for changes. */
  inviteDescription(manageUrl: string): string;
}

/**
 * The room's part of a patient's mail, its token's hash recorded on the appointment in the transaction that
 * writes the mail (as the manage link's), so the link works once the mail is out.
 */
export async function roomMailContent(tx: Database, links: RoomLinks, appointmentId: string): Promise<RoomMailContent> {
  const url = await roomLinkFor(tx, links, appointmentId);
  return {
    url,
    detail: { label: "Video consultation", value: url, url },
    paragraph: `Your consultation is a video call in your web browser, on a phone, tablet or computer with a camera and microphone: no app or account needed. Your video consultation link below (also in the calendar invitation) opens the room from ${ROOM_OPENS_MINUTES_BEFORE} minutes before the start. Please keep it to yourself.`,
    inviteDescription: (manageUrl) =>
      `Telehealth consultation (30 minutes). Join the video consultation: ${url} (the room opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before the start). To reschedule or cancel: ${manageUrl}`,
  };
}

/** The practitioner's side of the room, for the practice's own mails. */
export function practitionerRoomDetail(config: Config, appointmentId: string): { label: string; value: string; url: string } {
  const url = `${config.publicUrl}${adminPaths.consultationRoom(appointmentId)}`;
  return { label: "Video consultation", value: url, url };
}
