import { adminPaths } from "#contracts/admin-paths.ts";
import { paths } from "#contracts/paths.ts";

const roomPrefixes = [paths.consultationRoom(""), adminPaths.consultationRoom("")];

/**
 * The consultation room's pages, the patient's and the practitioner's (docs/decisions/0039): the only
 * documents that may use the camera and microphone and open the room's WebSocket.
 */
export function isRoomPage(path: string): boolean {
  return roomPrefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}
