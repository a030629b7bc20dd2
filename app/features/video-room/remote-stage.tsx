import { MicOff, MonitorUp, RefreshCw, VideoOff } from "lucide";
import type { ReactNode } from "react";
import type { MediaState } from "#contracts/video-room.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { MediaVideo } from "./media-video.tsx";
import type { CallState } from "./room-state.ts";

/**
 * The other side, large: its video and sound, its name, what it said about its camera and microphone (a
 * disabled track shows nothing by itself), and while there is no picture, why.
 */
export function RemoteStage({
  stream,
  callState,
  status,
  name,
  media,
  speakerId,
  framesDecoded,
  children,
}: {
  stream: MediaStream | null;
  callState: CallState;
  /** What the call is doing, said over the video while there is none. */
  status: string;
  name: string;
  media: MediaState | null;
  speakerId: string | null;
  framesDecoded: number | null;
  children: ReactNode;
}) {
  const cameraOff = media !== null && !media.cameraOn && !media.sharingScreen;
  const waiting = callState === "connected" ? null : status;
  return (
    <div className="relative aspect-[3/4] w-full overflow-hidden rounded-xl bg-brand-deep sm:aspect-video">
      <MediaVideo
        stream={stream}
        muted={false}
        speakerId={speakerId}
        data-testid="remote-video"
        data-frames-decoded={framesDecoded ?? undefined}
        aria-label={`${name}'s video`}
        className={`size-full ${media?.sharingScreen ? "object-contain" : "object-cover"} ${cameraOff || waiting ? "invisible" : ""}`}
      />
      {waiting ? (
        <p className="absolute inset-0 grid place-items-center p-6 text-center text-lg text-white">
          <span className="flex items-center gap-2">
            {callState === "reconnecting" && <Icon node={RefreshCw} className="size-5 animate-spin motion-reduce:animate-none" />}
            {waiting}
          </span>
        </p>
      ) : (
        cameraOff && (
          <div className="absolute inset-0 grid place-items-center text-white">
            <span aria-hidden="true" className="grid size-20 place-items-center rounded-full bg-white/15 text-3xl font-semibold">
              {name.trim().charAt(0).toUpperCase()}
            </span>
          </div>
        )
      )}
      {callState !== "waiting" && callState !== "ended" && (
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          <Badge className="bg-black/60 text-white">{name}</Badge>
          {media && !media.microphoneOn && (
            <Badge variant="destructive">
              <Icon node={MicOff} />
              Muted
            </Badge>
          )}
          {cameraOff && (
            <Badge className="bg-black/60 text-white">
              <Icon node={VideoOff} />
              {media.audioOnly ? "Audio only" : "Camera off"}
            </Badge>
          )}
          {media?.sharingScreen && (
            <Badge className="bg-black/60 text-white">
              <Icon node={MonitorUp} />
              Sharing screen
            </Badge>
          )}
        </div>
      )}
      {children}
    </div>
  );
}
