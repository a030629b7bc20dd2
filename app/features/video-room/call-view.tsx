import { useEffect, useRef, useState, type ReactNode } from "react";
import type { RoomRole } from "#contracts/video-room.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useFullscreen } from "#app/lib/use-fullscreen.ts";
import { CallControls } from "./call-controls.tsx";
import { ChatPanel } from "./chat-panel.tsx";
import { ExercisePicker } from "./exercise-picker.tsx";
import { mediaHelp } from "./media-help-texts.ts";
import { QualityIndicator } from "./quality-indicator.tsx";
import { RemoteStage } from "./remote-stage.tsx";
import { callStatusText, peerName, roomAnnouncement, type EndReason, type RoomState } from "./room-state.ts";
import { SelfView } from "./self-view.tsx";
import { ShownExercise } from "./shown-exercise.tsx";
import type { LocalMedia } from "./use-local-media.ts";
import type { MediaDevices } from "./use-media-devices.ts";
import { useRoomCall } from "./use-room-call.ts";
import { canShareScreen, useScreenShare } from "./use-screen-share.ts";
import { noRecordingNotice } from "./waiting-room.tsx";

/** The call itself: the other side large, oneself small, the controls, the exercise card and the chat. */
export function CallView({
  role,
  signalUrl,
  forceRelay,
  displayName,
  media,
  devices,
  onEnded,
  aside,
}: {
  role: RoomRole;
  signalUrl: string;
  forceRelay: boolean;
  displayName: string;
  media: LocalMedia;
  devices: MediaDevices;
  onEnded: (reason: EndReason) => void;
  /** At the top of the side column: what the practitioner may want during the call (the patient's intake). */
  aside?: ReactNode;
}) {
  const area = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(area);
  const screenShare = useScreenShare();
  const [selfViewShown, setSelfViewShown] = useState(true);
  // The upload was too poor for video: audio only until the person asks for video again.
  const [poorUplink, setPoorUplink] = useState(false);

  const sendingCamera = media.camera !== null && !poorUplink;
  const cameraFailed = media.cameraOn && media.camera === null && media.cameraProblem !== null;
  const audioOnly = screenShare.screen === null && (cameraFailed || poorUplink);
  const video = screenShare.screen ?? (sendingCamera ? media.camera : null);
  const call = useRoomCall({
    role,
    signalUrl,
    forceRelay,
    displayName,
    microphone: media.microphone,
    video,
    mediaState: {
      microphoneOn: media.microphoneOn,
      cameraOn: sendingCamera && screenShare.screen === null,
      audioOnly,
      sharingScreen: screenShare.screen !== null,
    },
  });
  const name = peerName(call.state);

  if (call.quality.uplinkTooPoor && sendingCamera && screenShare.screen === null) setPoorUplink(true);

  useEffect(() => {
    if (call.state.ended) onEnded(call.state.ended);
  }, [call.state.ended, onEnded]);

  const announcement = useAnnouncement(call.state, audioOnly ? (poorUplink ? "bandwidth" : "camera") : null);

  const setCamera = (on: boolean) => {
    if (on && poorUplink && media.camera) return setPoorUplink(false);
    setPoorUplink(false);
    void media.setCameraOn(on);
  };
  const leave = () => {
    screenShare.stop();
    call.leave();
  };

  return (
    <div
      ref={area}
      data-testid="call-area"
      data-call-state={call.callState}
      data-candidate-type={call.quality.sample?.candidateType ?? undefined}
      className="mx-auto grid w-full max-w-7xl gap-4 overflow-y-auto bg-background p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h1 className="text-lg font-semibold text-brand-deep">{callStatusText(call.state)}</h1>
          {(call.callState === "connected" || call.callState === "reconnecting") && (
            <QualityIndicator quality={call.quality.quality} sample={call.quality.sample} />
          )}
        </div>
        <RemoteStage
          stream={call.remoteStream}
          callState={call.callState}
          status={callStatusText(call.state)}
          name={name}
          media={call.state.remoteMedia}
          speakerId={media.choice.speakerId}
          framesDecoded={call.quality.sample?.framesDecoded ?? null}
        >
          <SelfView
            track={video}
            shown={selfViewShown}
            note={audioOnly ? "Audio only" : media.camera || screenShare.screen ? null : "Camera off"}
          />
        </RemoteStage>
        {audioOnly && (
          <p className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {poorUplink
              ? "Audio only: your connection is too slow for video, so your video is paused. The sound goes on."
              : // A camera that ended mid-call is "unavailable" too: it did start, so the help's "did not start" is wrong.
                `Audio only: ${media.cameraProblem && media.cameraProblem !== "unavailable" ? mediaHelp(media.cameraProblem, "camera").title.toLowerCase() : "your camera stopped"}. The sound goes on.`}
            <Button type="button" size="sm" variant="outline" onClick={() => setCamera(true)}>
              Try video again
            </Button>
          </p>
        )}
        {call.state.refusal && <p className="text-sm text-destructive">The room refused a message: {call.state.refusal}</p>}
        <CallControls
          microphoneOn={media.microphoneOn}
          onMicrophone={media.setMicrophoneOn}
          cameraOn={sendingCamera}
          onCamera={setCamera}
          onSwitchCamera={devices.cameras.length > 1 && media.camera ? () => void media.switchCamera(devices.cameras) : null}
          selfViewShown={selfViewShown}
          onSelfView={setSelfViewShown}
          fullscreen={fullscreen.available ? fullscreen : null}
          screenShare={
            role === "practitioner" && canShareScreen()
              ? { sharing: screenShare.screen !== null, toggle: () => (screenShare.screen ? screenShare.stop() : void screenShare.start()) }
              : null
          }
          onLeave={leave}
        />
        <p className="text-center text-xs text-muted-foreground">{noRecordingNotice}</p>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        {aside}
        {call.state.shownExercise && (
          <ShownExercise
            slug={call.state.shownExercise}
            shownBy={name}
            onHide={role === "practitioner" ? () => call.showExercise(null) : null}
          />
        )}
        {role === "practitioner" && <ExercisePicker shown={call.state.shownExercise} onShow={call.showExercise} />}
        <ChatPanel lines={call.chat.lines} onSend={call.chat.send} connected={call.callState === "connected"} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** What the live region says: the room's changes, and this side going to audio only. */
function useAnnouncement(state: RoomState, audioOnly: "bandwidth" | "camera" | null): string {
  const [said, setSaid] = useState("");
  const previous = useRef({ state, audioOnly });
  useEffect(() => {
    const before = previous.current;
    previous.current = { state, audioOnly };
    const parts = [
      roomAnnouncement(before.state, state),
      audioOnly && audioOnly !== before.audioOnly
        ? audioOnly === "bandwidth"
          ? "Your connection is too slow for video: audio only"
          : "Your camera stopped: audio only"
        : null,
    ].filter((part) => part !== null);
    if (parts.length > 0) setSaid(parts.join(". "));
  }, [state, audioOnly]);
  return said;
}
