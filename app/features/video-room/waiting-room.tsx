import { Lock, Mic, MicOff, Video, VideoOff } from "lucide";
import { useId, type FormEvent, type ReactNode } from "react";
import type { RoomRole } from "#contracts/video-room.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ControlButton } from "./control-button.tsx";
import { DevicePickers } from "./device-pickers.tsx";
import { MediaProblemHelp } from "./media-problem-help.tsx";
import { MediaVideo } from "./media-video.tsx";
import { MicLevelMeter } from "./mic-level-meter.tsx";
import { mirrored, useVideoOnlyStream } from "./self-preview-stream.ts";
import { TestSoundButton } from "./test-sound-button.tsx";
import type { LocalMedia } from "./use-local-media.ts";
import type { MediaDevices } from "./use-media-devices.ts";

export const noRecordingNotice = "No recording is made: the call goes straight between your device and the other person's.";

/**
 * The waiting room: the camera's preview, the microphone's level, the devices and a test sound, the name
 * the other side will see, and what to do when the camera or microphone fails. Joining needs a microphone;
 * without a camera the call is sound only.
 */
export function WaitingRoom({
  role,
  displayName,
  onDisplayName,
  media,
  devices,
  startTime,
  timeZone,
  onJoin,
  aside,
}: {
  role: RoomRole;
  displayName: string;
  onDisplayName: (name: string) => void;
  media: LocalMedia;
  devices: MediaDevices;
  startTime: string;
  timeZone: string | null;
  onJoin: () => void;
  /** Beside the appointment's time: what the practitioner should know before joining (the patient's intake). */
  aside?: ReactNode;
}) {
  const nameId = useId();
  const preview = useVideoOnlyStream(media.camera);
  const ready = media.status === "ready";
  const canJoin = ready && media.microphone !== null && displayName.trim() !== "";
  const soundOnly = ready && media.microphone !== null && media.camera === null;
  const join = (event: FormEvent) => {
    event.preventDefault();
    if (canJoin) onJoin();
  };
  const other = role === "patient" ? "your physiotherapist" : "the patient";

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-brand-deep sm:text-3xl">Check your camera and microphone</h1>
      <p className="mt-2 text-muted-foreground">When you are ready, join: {other} will see you as soon as they are in.</p>
      <div className="mt-6 grid gap-8 md:grid-cols-[3fr_2fr]">
        <div className="space-y-4">
          <div className="relative aspect-video overflow-hidden rounded-xl bg-brand-deep">
            <MediaVideo
              stream={preview}
              muted
              data-testid="preview-video"
              aria-label="Your camera's preview"
              className={`size-full object-cover ${mirrored(media.camera) ? "-scale-x-100" : ""}`}
            />
            {!media.camera && (
              <p className="absolute inset-0 grid place-items-center p-4 text-center text-white">
                {!ready
                  ? "Starting your camera…"
                  : !media.cameraOn
                    ? "Your camera is off."
                    : media.microphone
                      ? "No camera: you can join with sound only."
                      : "No camera or microphone yet."}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <ControlButton
              label="Mute"
              icon={media.microphoneOn ? Mic : MicOff}
              pressed={!media.microphoneOn}
              caption={media.microphoneOn ? "Microphone on" : "Microphone off"}
              onClick={() => media.setMicrophoneOn(!media.microphoneOn)}
              disabled={!media.microphone}
            />
            <ControlButton
              label="Stop video"
              icon={media.cameraOn ? Video : VideoOff}
              pressed={!media.cameraOn}
              caption={media.cameraOn ? (media.camera || !ready ? "Camera on" : "No camera") : "Camera off"}
              onClick={() => void media.setCameraOn(!media.cameraOn)}
              disabled={!ready}
            />
          </div>
          <MicLevelMeter track={media.microphone} />
          <TestSoundButton speakerId={media.choice.speakerId} disabled={!ready} />
          <div aria-live="polite">
            <MediaProblemHelp
              cameraProblem={media.cameraOn ? media.cameraProblem : null}
              microphoneProblem={media.microphoneProblem}
              userAgent={typeof navigator === "undefined" ? "" : navigator.userAgent}
            />
          </div>
          {(media.cameraProblem || media.microphoneProblem) && (
            <Button type="button" variant="outline" onClick={() => void media.start()}>
              Try again
            </Button>
          )}
        </div>

        <form onSubmit={join} className="space-y-5">
          <p className="rounded-md border bg-card p-3 text-sm">
            <span className="block text-muted-foreground">Your consultation</span>
            <AppointmentTime iso={startTime} timeZone={timeZone} />
          </p>
          {aside}
          <div className="grid gap-1.5">
            <Label htmlFor={nameId}>Your name in the call</Label>
            <Input
              id={nameId}
              value={displayName}
              maxLength={120}
              autoComplete="name"
              required
              onChange={(event) => onDisplayName(event.target.value)}
            />
          </div>
          <DevicePickers
            devices={devices}
            choice={media.choice}
            onCamera={(id) => void media.chooseCamera(id)}
            onMicrophone={(id) => void media.chooseMicrophone(id)}
            onSpeaker={media.chooseSpeaker}
          />
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Icon node={Lock} className="mt-0.5 size-4 shrink-0" />
            {noRecordingNotice}
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={!canJoin}>
            {soundOnly && media.cameraOn ? "Join with sound only" : "Join the consultation"}
          </Button>
        </form>
      </div>
    </div>
  );
}
