/**
 * Why the camera or microphone did not start, from what getUserMedia threw. Browsers name the same failure
 * differently (Chrome's older names, Firefox's AbortError for a busy camera), so the help shown depends on
 * this one mapping.
 */
export type MediaProblem = "insecure" | "permission-denied" | "not-found" | "in-use" | "unavailable";

const problemByErrorName: Record<string, MediaProblem> = {
  NotAllowedError: "permission-denied",
  PermissionDeniedError: "permission-denied",
  // Also what a page gets when its Permissions-Policy forbids the camera: the person cannot fix that, but
  // the browser's settings are where the same message leads.
  SecurityError: "permission-denied",
  NotFoundError: "not-found",
  DevicesNotFoundError: "not-found",
  OverconstrainedError: "not-found",
  ConstraintNotSatisfiedError: "not-found",
  NotReadableError: "in-use",
  TrackStartError: "in-use",
  // Firefox: 'Starting videoinput failed' when another program holds the camera.
  AbortError: "in-use",
};

/** What the page knows about itself before asking: camera and microphone need a secure origin. */
export interface MediaCapability {
  secureContext: boolean;
  hasMediaDevices: boolean;
}

export function mediaProblemOf(error: unknown, page: MediaCapability): MediaProblem {
  if (!page.secureContext || !page.hasMediaDevices) return "insecure";
  const name = error instanceof Error || isNamed(error) ? error.name : "";
  return problemByErrorName[name] ?? "unavailable";
}

function isNamed(value: unknown): value is { name: string } {
  return typeof value === "object" && value !== null && typeof (value as { name?: unknown }).name === "string";
}

/** The page's own capability, read in the browser. */
export function mediaCapability(): MediaCapability {
  return { secureContext: window.isSecureContext, hasMediaDevices: typeof navigator.mediaDevices?.getUserMedia === "function" };
}
