import { Maximize, Mic, MicOff, MonitorUp, PhoneOff, PictureInPicture2, SwitchCamera, Video, VideoOff } from "lucide";
import { ControlButton } from "./control-button.tsx";

export interface CallControlsProps {
  microphoneOn: boolean;
  onMicrophone: (on: boolean) => void;
  cameraOn: boolean;
  onCamera: (on: boolean) => void;
  /** Null: one camera only, nothing to switch to. */
  onSwitchCamera: (() => void) | null;
  selfViewShown: boolean;
  onSelfView: (shown: boolean) => void;
  /** Null where the browser cannot show an element full screen (Safari on iPhone). */
  fullscreen: { active: boolean; toggle: () => void } | null;
  /** Null for the patient, and where the browser cannot share a screen (phones). */
  screenShare: { sharing: boolean; toggle: () => void } | null;
  onLeave: () => void;
}

/** The call's buttons, in one row that wraps on a phone. */
export function CallControls(props: CallControlsProps) {
  const { microphoneOn, cameraOn, selfViewShown, fullscreen, screenShare } = props;
  return (
    <div role="group" aria-label="Call controls" className="flex flex-wrap justify-center gap-2">
      <ControlButton
        label="Mute"
        icon={microphoneOn ? Mic : MicOff}
        pressed={!microphoneOn}
        caption={microphoneOn ? "Microphone on" : "Microphone off"}
        onClick={() => props.onMicrophone(!microphoneOn)}
      />
      <ControlButton
        label="Stop video"
        icon={cameraOn ? Video : VideoOff}
        pressed={!cameraOn}
        caption={cameraOn ? "Camera on" : "Camera off"}
        onClick={() => props.onCamera(!cameraOn)}
      />
      {props.onSwitchCamera && <ControlButton label="Switch camera" icon={SwitchCamera} onClick={props.onSwitchCamera} />}
      <ControlButton
        label="Self view"
        icon={PictureInPicture2}
        pressed={selfViewShown}
        caption={selfViewShown ? "Shown" : "Hidden"}
        onClick={() => props.onSelfView(!selfViewShown)}
      />
      {fullscreen && (
        <ControlButton
          label="Full screen"
          icon={Maximize}
          pressed={fullscreen.active}
          caption={fullscreen.active ? "On" : "Off"}
          onClick={fullscreen.toggle}
        />
      )}
      {screenShare && (
        <ControlButton
          label="Share screen"
          icon={MonitorUp}
          pressed={screenShare.sharing}
          caption={screenShare.sharing ? "Sharing" : "Not sharing"}
          onClick={screenShare.toggle}
        />
      )}
      <ControlButton label="Leave" icon={PhoneOff} onClick={props.onLeave} danger />
    </div>
  );
}
