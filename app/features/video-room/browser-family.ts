/**
 * Which browser's settings the permission help shows first. Read from the user agent only for that: every
 * browser's help stays on the page, and a wrong guess costs one click.
 */
export const browserFamilies = ["chrome", "chrome-android", "edge", "firefox", "safari-mac", "ios"] as const;
export type BrowserFamily = (typeof browserFamilies)[number];

export function browserFamilyOf(userAgent: string): BrowserFamily | null {
  // Every browser on an iPhone or iPad is Safari's engine, with Safari's and the Settings app's permissions.
  if (/iPhone|iPad|iPod/.test(userAgent)) return "ios";
  if (/Edg(A|iOS)?\//.test(userAgent)) return "edge";
  if (/Firefox\//.test(userAgent)) return "firefox";
  if (/Android/.test(userAgent) && /Chrome\//.test(userAgent)) return "chrome-android";
  if (/Chrome\/|Chromium\//.test(userAgent)) return "chrome";
  if (/Macintosh/.test(userAgent) && /Safari\//.test(userAgent)) return "safari-mac";
  return null;
}

/** The families in the order their help is shown: the detected one first, the others as listed. */
export function helpOrder(detected: BrowserFamily | null): BrowserFamily[] {
  return detected ? [detected, ...browserFamilies.filter((family) => family !== detected)] : [...browserFamilies];
}
