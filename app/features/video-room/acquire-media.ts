import { mediaCapability, mediaProblemOf, type MediaProblem } from "./media-problem.ts";

export type FacingMode = "user" | "environment";

function cameraConstraints(cameraId: string | null, facingMode: FacingMode): MediaTrackConstraints {
  // 640 × 480, the browsers' own default: at 1280 × 720 the first frame came twice as late on a loaded
  // machine (0.68 s against 0.32 s in a bare call), and the encoder scales down on a poor line anyway.
  return {
    width: { ideal: 640 },
    height: { ideal: 480 },
    frameRate: { ideal: 30, max: 30 },
    ...(cameraId ? { deviceId: { exact: cameraId } } : { facingMode }),
  };
}

function microphoneConstraints(microphoneId: string | null): MediaTrackConstraints {
  return {
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
    ...(microphoneId ? { deviceId: { exact: microphoneId } } : {}),
  };
}

/** A chosen device that is gone (unplugged since) falls back to the browser's default. */
async function withDefaultFallback(ask: (useChoice: boolean) => Promise<MediaStream>, hasChoice: boolean): Promise<MediaStream> {
  try {
    return await ask(true);
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (hasChoice && (name === "OverconstrainedError" || name === "NotFoundError")) return ask(false);
    throw error;
  }
}

export async function acquireCamera(cameraId: string | null, facingMode: FacingMode = "user"): Promise<MediaStreamTrack> {
  const stream = await withDefaultFallback(
    (useChoice) => navigator.mediaDevices.getUserMedia({ video: cameraConstraints(useChoice ? cameraId : null, facingMode) }),
    cameraId !== null,
  );
  return firstTrack(stream.getVideoTracks());
}

export async function acquireMicrophone(microphoneId: string | null): Promise<MediaStreamTrack> {
  const stream = await withDefaultFallback(
    (useChoice) => navigator.mediaDevices.getUserMedia({ audio: microphoneConstraints(useChoice ? microphoneId : null) }),
    microphoneId !== null,
  );
  return firstTrack(stream.getAudioTracks());
}

function firstTrack(tracks: MediaStreamTrack[]): MediaStreamTrack {
  const [track] = tracks;
  if (!track) throw new DOMException("No track", "NotFoundError");
  return track;
}

export interface AcquiredMedia {
  microphone: MediaStreamTrack | null;
  camera: MediaStreamTrack | null;
  microphoneProblem: MediaProblem | null;
  cameraProblem: MediaProblem | null;
}

/**
 * The microphone and, if asked, the camera, in one request (one permission prompt). When that fails, the
 * microphone alone is tried: a camera that is refused, missing or busy leaves a call with sound only.
 */
export async function acquireMedia(
  choice: { cameraId: string | null; microphoneId: string | null },
  withCamera: boolean,
): Promise<AcquiredMedia> {
  const page = mediaCapability();
  if (!page.secureContext || !page.hasMediaDevices) {
    return { microphone: null, camera: null, microphoneProblem: "insecure", cameraProblem: withCamera ? "insecure" : null };
  }
  if (withCamera) {
    try {
      const stream = await withDefaultFallback(
        (useChoice) =>
          navigator.mediaDevices.getUserMedia({
            audio: microphoneConstraints(useChoice ? choice.microphoneId : null),
            video: cameraConstraints(useChoice ? choice.cameraId : null, "user"),
          }),
        choice.cameraId !== null || choice.microphoneId !== null,
      );
      return {
        microphone: stream.getAudioTracks()[0] ?? null,
        camera: stream.getVideoTracks()[0] ?? null,
        microphoneProblem: null,
        cameraProblem: null,
      };
    } catch (error) {
      const cameraProblem = mediaProblemOf(error, page);
      const alone = await acquireMicrophone(choice.microphoneId).then(
        (microphone) => ({ microphone, problem: null }),
        (microphoneError: unknown) => ({ microphone: null, problem: mediaProblemOf(microphoneError, page) }),
      );
      return { microphone: alone.microphone, camera: null, microphoneProblem: alone.problem, cameraProblem };
    }
  }
  try {
    return { microphone: await acquireMicrophone(choice.microphoneId), camera: null, microphoneProblem: null, cameraProblem: null };
  } catch (error) {
    return { microphone: null, camera: null, microphoneProblem: mediaProblemOf(error, page), cameraProblem: null };
  }
}
