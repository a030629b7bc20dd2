import { useCallback, useEffect, useRef, useState } from "react";
import { acquireCamera, acquireMedia, acquireMicrophone, type FacingMode } from "./acquire-media.ts";
import { saveDeviceChoice, savedDeviceChoice, type DeviceChoice } from "./device-choice.ts";
import { mediaCapability, mediaProblemOf, type MediaProblem } from "./media-problem.ts";

export interface LocalMediaState {
  status: "idle" | "starting" | "ready";
  microphone: MediaStreamTrack | null;
  camera: MediaStreamTrack | null;
  microphoneProblem: MediaProblem | null;
  cameraProblem: MediaProblem | null;
  microphoneOn: boolean;
  /** The person wants the camera on (it may still have failed: see cameraProblem). */
  cameraOn: boolean;
  choice: DeviceChoice;
}

/** Before the page has asked for anything (and as the server renders the waiting room). */
export const idleLocalMedia: LocalMediaState = {
  status: "idle",
  microphone: null,
  camera: null,
  microphoneProblem: null,
  cameraProblem: null,
  microphoneOn: true,
  cameraOn: true,
  choice: { cameraId: null, microphoneId: null, speakerId: null },
};

const deviceIdOf = (track: MediaStreamTrack | null) => track?.getSettings().deviceId ?? null;

/**
 * This side's microphone and camera, from the waiting room into the call (asked for once): choosing
 * devices, muting, the camera on and off (the camera's light goes off with it), front and back camera.
 */
export function useLocalMedia() {
  const [state, setState] = useState(idleLocalMedia);
  const tracks = useRef<{ microphone: MediaStreamTrack | null; camera: MediaStreamTrack | null }>({ microphone: null, camera: null });
  const microphoneOn = useRef(true);

  const update = useCallback((change: Partial<LocalMediaState>) => setState((current) => ({ ...current, ...change })), []);

  const setCamera = useCallback((camera: MediaStreamTrack | null, cameraProblem: MediaProblem | null) => {
    if (tracks.current.camera !== camera) tracks.current.camera?.stop();
    tracks.current.camera = camera;
    // A camera unplugged or taken by the system mid-call: the call goes on with sound only.
    if (camera) {
      camera.onended = () => {
        if (tracks.current.camera !== camera) return;
        tracks.current.camera = null;
        setState((current) => ({ ...current, camera: null, cameraProblem: "unavailable" }));
      };
    }
    setState((current) => {
      const choice = { ...current.choice, cameraId: deviceIdOf(camera) ?? current.choice.cameraId };
      return { ...current, camera, cameraProblem, choice };
    });
  }, []);

  const setMicrophone = useCallback((microphone: MediaStreamTrack | null, microphoneProblem: MediaProblem | null) => {
    if (tracks.current.microphone !== microphone) tracks.current.microphone?.stop();
    tracks.current.microphone = microphone;
    if (microphone) microphone.enabled = microphoneOn.current;
    setState((current) => {
      const choice = { ...current.choice, microphoneId: deviceIdOf(microphone) ?? current.choice.microphoneId };
      return { ...current, microphone, microphoneProblem, choice };
    });
  }, []);

  /** Asks for both (again, after a refusal fixed in the settings: 'Try again'). */
  const start = useCallback(async () => {
    const choice = state.status === "idle" ? savedDeviceChoice() : state.choice;
    update({ status: "starting", choice });
    const acquired = await acquireMedia(choice, true);
    setMicrophone(acquired.microphone, acquired.microphoneProblem);
    setCamera(acquired.camera, acquired.cameraProblem);
    update({ status: "ready" });
    return acquired;
  }, [setCamera, setMicrophone, state.choice, state.status, update]);

  const chooseCamera = useCallback(
    async (cameraId: string) => {
      tracks.current.camera?.stop();
      try {
        setCamera(await acquireCamera(cameraId), null);
        update({ cameraOn: true });
      } catch (error) {
        setCamera(null, mediaProblemOf(error, mediaCapability()));
      }
    },
    [setCamera, update],
  );

  const chooseMicrophone = useCallback(
    async (microphoneId: string) => {
      try {
        setMicrophone(await acquireMicrophone(microphoneId), null);
      } catch (error) {
        setMicrophone(null, mediaProblemOf(error, mediaCapability()));
      }
    },
    [setMicrophone],
  );

  const chooseSpeaker = useCallback((speakerId: string) => {
    setState((current) => ({ ...current, choice: { ...current.choice, speakerId } }));
  }, []);

  const setMicrophoneOn = useCallback(
    (on: boolean) => {
      microphoneOn.current = on;
      if (tracks.current.microphone) tracks.current.microphone.enabled = on;
      update({ microphoneOn: on });
    },
    [update],
  );

  /** Off stops the camera (its light goes out); on asks for it again. */
  const setCameraOn = useCallback(
    async (on: boolean) => {
      update({ cameraOn: on });
      if (!on) return setCamera(null, null);
      try {
        setCamera(await acquireCamera(state.choice.cameraId), null);
      } catch (error) {
        setCamera(null, mediaProblemOf(error, mediaCapability()));
      }
    },
    [setCamera, state.choice.cameraId, update],
  );

  /**
   * Front and back on a phone (facingMode), else the next camera in the list. The current camera stops
   * first: a phone opens one camera at a time.
   */
  const switchCamera = useCallback(
    async (cameras: readonly MediaDeviceInfo[]) => {
      const current = tracks.current.camera;
      const facing = current?.getSettings().facingMode as FacingMode | undefined;
      const ids = cameras.map((camera) => camera.deviceId);
      const nextId = ids[(ids.indexOf(deviceIdOf(current) ?? "") + 1) % ids.length] ?? null;
      current?.stop();
      try {
        setCamera(facing ? await acquireCamera(null, facing === "user" ? "environment" : "user") : await acquireCamera(nextId), null);
      } catch (error) {
        setCamera(null, mediaProblemOf(error, mediaCapability()));
      }
    },
    [setCamera],
  );

  /** Stops both devices (the call is over for this page). */
  const release = useCallback(() => {
    setCamera(null, null);
    setMicrophone(null, null);
  }, [setCamera, setMicrophone]);

  useEffect(() => {
    if (state.status === "ready") saveDeviceChoice(state.choice);
  }, [state.status, state.choice]);

  useEffect(() => {
    const held = tracks.current;
    return () => {
      held.camera?.stop();
      held.microphone?.stop();
    };
  }, []);

  return { ...state, start, chooseCamera, chooseMicrophone, chooseSpeaker, setMicrophoneOn, setCameraOn, switchCamera, release };
}

export type LocalMedia = ReturnType<typeof useLocalMedia>;
