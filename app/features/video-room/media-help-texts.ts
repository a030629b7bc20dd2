import type { BrowserFamily } from "./browser-family.ts";
import type { MediaProblem } from "./media-problem.ts";

/** Which device a problem is about: the two are asked for together, and a refusal usually covers both. */
export type MediaDevice = "camera" | "microphone" | "camera and microphone";

/** What the waiting room says about a problem: a heading and what to do, in plain words. */
export interface MediaHelp {
  title: string;
  steps: string[];
  /** The browsers' permission settings follow (a refusal). */
  permissionSteps: boolean;
}

export function mediaHelp(problem: MediaProblem, device: MediaDevice): MediaHelp {
  const theDevice = `your ${device}`;
  switch (problem) {
    case "insecure":
      return {
        title: `This page cannot use ${theDevice}`,
        steps: [
          "Browsers only allow a camera and microphone on a secure page. Open the link from your email exactly as it is written (it starts with https://).",
          "If the link opened inside another app (such as your email app), open it in Safari, Chrome, Firefox or Edge instead.",
          "If your browser is old, update it, then open the link again.",
        ],
        permissionSteps: false,
      };
    case "permission-denied":
      return {
        title: `Your browser blocked ${theDevice}`,
        steps: [`Allow this site to use ${theDevice} in your browser's settings (how, below), then press Try again.`],
        permissionSteps: true,
      };
    case "not-found":
      return {
        title: `We could not find ${theDevice}`,
        steps: [
          `Check that ${theDevice} is plugged in and switched on, then press Try again.`,
          "On a laptop, some cameras have a switch or a sliding cover.",
        ],
        permissionSteps: false,
      };
    case "in-use":
      return {
        title: `Another program is using ${theDevice}`,
        steps: [
          "Close other programs that may use it (Zoom, Teams, FaceTime, Skype) and other browser tabs with a call, then press Try again.",
          "If that does not help, restart your browser.",
        ],
        permissionSteps: false,
      };
    case "unavailable":
      return {
        title: `${capitalised(theDevice)} did not start`,
        steps: ["Press Try again. If that does not help, restart your browser, or open the link in another browser."],
        permissionSteps: false,
      };
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How to allow the camera and microphone again, per browser (its settings as of 2026). */
export const permissionSteps: Record<BrowserFamily, { name: string; steps: string[] }> = {
  chrome: {
    name: "Chrome on a computer",
    steps: [
      "Click the site settings icon at the left of the address bar (two sliders).",
      "Turn on Camera and Microphone.",
      "Reload this page.",
      "Still blocked on Windows? Open Settings, Privacy & security, Camera (then Microphone), and let desktop apps use it. On a Mac: System Settings, Privacy & Security, Camera (then Microphone), and turn on Google Chrome.",
    ],
  },
  "chrome-android": {
    name: "Chrome on Android",
    steps: [
      "Tap the icon at the left of the address bar, then Permissions.",
      "Allow Camera and Microphone.",
      "Reload this page.",
      "Still blocked? Open your phone's Settings, Apps, Chrome, Permissions, and allow Camera and Microphone.",
    ],
  },
  edge: {
    name: "Microsoft Edge",
    steps: [
      "Click the lock icon at the left of the address bar, then Permissions for this site.",
      "Set Camera and Microphone to Allow.",
      "Reload this page.",
      "Still blocked on Windows? Open Settings, Privacy & security, Camera (then Microphone), and let desktop apps use it.",
    ],
  },
  firefox: {
    name: "Firefox",
    steps: [
      "Click the crossed-out camera or microphone icon in the address bar.",
      "Remove the Blocked permissions with their × button.",
      "Reload this page and choose Allow when Firefox asks.",
    ],
  },
  "safari-mac": {
    name: "Safari on a Mac",
    steps: [
      "In the menu bar, choose Safari, then Settings for This Website.",
      "Set Camera and Microphone to Allow.",
      "Reload this page.",
      "Still blocked? Open System Settings, Privacy & Security, Camera (then Microphone), and turn on Safari.",
    ],
  },
  ios: {
    name: "iPhone or iPad",
    steps: [
      "In Safari, tap the page settings button at the left of the address bar (aA), then Website Settings.",
      "Set Camera and Microphone to Allow, then reload this page.",
      "Still blocked? Open the Settings app, Apps, Safari, and set Camera and Microphone to Ask or Allow.",
      "In Chrome or another browser: open the Settings app, find that browser, and turn on Camera and Microphone.",
    ],
  },
};
