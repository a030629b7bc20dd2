import { useId } from "react";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import type { DeviceChoice } from "./device-choice.ts";
import type { MediaDevices } from "./use-media-devices.ts";

/** The camera, microphone and (where the browser allows it) speaker to use. */
export function DevicePickers({
  devices,
  choice,
  onCamera,
  onMicrophone,
  onSpeaker,
}: {
  devices: MediaDevices;
  choice: DeviceChoice;
  onCamera: (id: string) => void;
  onMicrophone: (id: string) => void;
  onSpeaker: (id: string) => void;
}) {
  return (
    <div className="grid gap-3">
      <DevicePicker label="Camera" devices={devices.cameras} chosen={choice.cameraId} onChoose={onCamera} />
      <DevicePicker label="Microphone" devices={devices.microphones} chosen={choice.microphoneId} onChoose={onMicrophone} />
      <DevicePicker label="Speaker" devices={devices.speakers} chosen={choice.speakerId} onChoose={onSpeaker} />
    </div>
  );
}

function DevicePicker({
  label,
  devices,
  chosen,
  onChoose,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const id = useId();
  if (devices.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={chosen ?? devices[0]?.deviceId ?? ""} onChange={(event) => onChoose(event.target.value)}>
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
