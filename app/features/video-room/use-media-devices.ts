import { useEffect, useState } from "react";

export interface MediaDevices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  /** Empty where the page cannot choose where sound plays (no setSinkId: Safari on iPhone, older Firefox). */
  speakers: MediaDeviceInfo[];
}

const noDevices: MediaDevices = { cameras: [], microphones: [], speakers: [] };

export const canChooseSpeaker = () => typeof HTMLMediaElement !== "undefined" && "setSinkId" in HTMLMediaElement.prototype;

/**
 * The cameras, microphones and speakers, listed again when one is plugged in or out. Their names are only
 * given once the page may use the devices, so `granted` (a device started) lists them again.
 */
export function useMediaDevices(granted: boolean): MediaDevices {
  const [devices, setDevices] = useState(noDevices);
  useEffect(() => {
    const mediaDevices = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
    if (!mediaDevices?.enumerateDevices) return;
    let current = true;
    const list = () =>
      mediaDevices.enumerateDevices().then(
        (all) => {
          const named = all.filter((device) => device.deviceId !== "");
          if (!current) return;
          setDevices({
            cameras: named.filter((device) => device.kind === "videoinput"),
            microphones: named.filter((device) => device.kind === "audioinput"),
            speakers: canChooseSpeaker() ? named.filter((device) => device.kind === "audiooutput") : [],
          });
        },
        (error: unknown) => console.warn("room: the devices could not be listed", error),
      );
    void list();
    mediaDevices.addEventListener("devicechange", list);
    return () => {
      current = false;
      mediaDevices.removeEventListener("devicechange", list);
    };
  }, [granted]);
  return devices;
}
