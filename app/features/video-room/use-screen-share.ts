import { useCallback, useEffect, useRef, useState } from "react";

export const canShareScreen = () => typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getDisplayMedia === "function";

/**
 * The practitioner's screen (getDisplayMedia) in place of her camera. Sharing ends with her button or the
 * browser's own 'Stop sharing', and the camera comes back.
 */
export function useScreenShare() {
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const current = useRef<MediaStreamTrack | null>(null);

  const stop = useCallback(() => {
    current.current?.stop();
    current.current = null;
    setScreen(null);
  }, []);

  const start = useCallback(async () => {
    try {
      const stream = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 15, max: 30 } }, audio: false });
      const [track] = stream.getVideoTracks();
      if (!track) return;
      // Text on a screen wants sharpness over motion.
      track.contentHint = "detail";
      track.onended = () => current.current === track && stop();
      current.current?.stop();
      current.current = track;
      setScreen(track);
    } catch (error) {
      // Cancelled in the browser's picker (NotAllowedError): nothing to say.
      if ((error as { name?: unknown } | null)?.name !== "NotAllowedError") console.warn("room: screen sharing failed", error);
    }
  }, [stop]);

  useEffect(() => () => current.current?.stop(), []);

  return { screen, start, stop };
}
