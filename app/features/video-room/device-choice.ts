/**
 * The devices chosen in the waiting room, kept in this browser so that a reload or the next consultation
 * starts with them. Ids are the browser's own, per site; nothing of it leaves the device.
 */
export interface DeviceChoice {
  cameraId: string | null;
  microphoneId: string | null;
  speakerId: string | null;
}

const key = "consultation-room-devices";
const none: DeviceChoice = { cameraId: null, microphoneId: null, speakerId: null };

export function savedDeviceChoice(): DeviceChoice {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? "null") as Partial<DeviceChoice> | null;
    const id = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
    return saved ? { cameraId: id(saved.cameraId), microphoneId: id(saved.microphoneId), speakerId: id(saved.speakerId) } : none;
  } catch {
    return none;
  }
}

export function saveDeviceChoice(choice: DeviceChoice): void {
  try {
    localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}
