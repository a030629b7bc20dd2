import { useEffect, useRef, useState, type ComponentProps } from "react";
import { Button } from "#app/components/ui/button.tsx";

type VideoProps = Omit<ComponentProps<"video">, "ref" | "muted">;

/**
 * A <video> playing a MediaStream. With sound, a browser may refuse to start it before a tap (a reload
 * rejoins the call without one): it then plays muted and offers a button to hear the other side.
 */
export function MediaVideo({
  stream,
  muted,
  speakerId = null,
  ...props
}: VideoProps & { stream: MediaStream | null; muted: boolean; speakerId?: string | null }) {
  const video = useRef<HTMLVideoElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (!stream) return;
    element.play().catch(async (error: unknown) => {
      if ((error as { name?: unknown } | null)?.name !== "NotAllowedError" || muted) return;
      element.muted = true;
      setSoundBlocked(true);
      await element.play().catch(() => {});
    });
  }, [stream, muted]);

  useEffect(() => {
    const element = video.current as (HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> }) | null;
    if (!speakerId || !element?.setSinkId) return;
    element.setSinkId(speakerId).catch((error: unknown) => console.warn("room: the speaker could not be chosen", error));
  }, [speakerId]);

  const hear = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    void element.play().then(() => setSoundBlocked(false));
  };

  return (
    <>
      {/* Played by the effect above when the stream arrives, not by autoplay: it handles a refused sound. */}
      <video ref={video} playsInline muted={muted} {...props} />
      {soundBlocked && (
        <Button type="button" variant="inverse" className="absolute top-1/2 left-1/2 z-10 -translate-x-1/2 -translate-y-1/2" onClick={hear}>
          Tap to hear the call
        </Button>
      )}
    </>
  );
}
