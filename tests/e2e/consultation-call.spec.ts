import { execFileSync } from "node:child_process";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { adminPaths } from "#contracts/admin-paths.ts";
import { chromiumArgs, chromiumPath } from "#tests/support/chromium.ts";
import { signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForMail } from "./support/mailbox.ts";
import { paidBooking } from "./support/paid-booking.ts";
import { expect as baseExpect, hydrated, test } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

// Each step waits on the production server and two browsers' media: on a busy machine that takes longer.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The consultation room's call (docs/decisions/0039), patient and practitioner in two browser contexts of a
 * chromium whose camera and microphone are its fake devices: each decodes the other's video, sees the
 * other's mute and camera, chats, and the patient sees the exercise the practitioner shows; a reload comes
 * back by itself, a second device takes over; both joining at once connect, a frozen browser's drop comes back
 * by itself, a camera that ends leaves audio only. Both widths in one run: the patient on a phone, the
 * practitioner at her desk.
 */
test.describe.configure({ timeout: 180_000 });
const fakeMedia = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];

/** A paid booking's appointment, and the patient's room from its confirmation email as a path on this server. */
async function bookedRoom(request: APIRequestContext, emailPrefix: string) {
  const email = `${emailPrefix}-${Date.now()}@example.com`;
  const appointmentId = await paidBooking(request, email);
  const confirmation = await waitForMail((mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith("Booking confirmed"));
  return { appointmentId, roomPath: new URL(/Video consultation: (\S+)/.exec(confirmation.text)![1]!).pathname };
}

async function openRoom(browser: Browser, path: string, width: number, baseURL: string, admin = false): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 844 : 800 },
    permissions: ["camera", "microphone"],
  });
  const page = await context.newPage();
  if (admin) await signInAsAdmin(page, baseURL);
  await page.goto(path);
  await hydrated(page);
  return page;
}

const join = async (page: Page) => {
  const button = page.getByRole("button", { name: "Join the consultation" });
  await expect(button).toBeEnabled();
  await button.click();
};
const callState = (page: Page) => page.getByTestId("call-area");

/** The other side's video plays: frames decoded and a size. */
async function expectRemoteVideo(page: Page) {
  const video = page.getByTestId("remote-video");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
  await expect.poll(async () => Number(await video.getAttribute("data-frames-decoded"))).toBeGreaterThan(0);
}

test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeMedia] } });

test(
  "patient and practitioner see, hear and write to each other; the exercise shown; a reload and a second device",
  desktopOnly,
  async ({ browser, request, baseURL }) => {
    const { appointmentId, roomPath } = await bookedRoom(request, "room-call");

    // The practitioner opens the room first (the patient may then join whatever the time).
    const practitioner = await openRoom(browser, adminPaths.consultationRoom(appointmentId), 1280, baseURL!, true);
    await expect(practitioner.getByRole("heading", { level: 1, name: "Check your camera and microphone" })).toBeVisible();
    await expect(practitioner.getByText("No recording is made")).toBeVisible();
    await expectNoAxeViolations(practitioner);
    await join(practitioner);
    await expect(callState(practitioner)).toHaveAttribute("data-call-state", "waiting");

    const patient = await openRoom(browser, roomPath, 390, baseURL!);
    await expect(patient.getByLabel("Your name in the call")).toHaveValue("Sam Patient");
    await expectNoAxeViolations(patient);
    await join(patient);
    for (const page of [patient, practitioner]) await expect(callState(page)).toHaveAttribute("data-call-state", "connected");
    await expectRemoteVideo(patient);
    await expectRemoteVideo(practitioner);
    // The run's relay is configured (playwright.config.ts), yet the two browsers reach each other directly.
    for (const page of [patient, practitioner]) {
      await expect(callState(page)).toHaveAttribute("data-candidate-type", /^(host|srflx|prflx)$/);
    }
    await expectNoAxeViolations(patient);
    await expectNoAxeViolations(practitioner);

    // Mute and camera off, said over the room and shown on the other side.
    const mute = patient.getByRole("button", { name: "Mute" });
    await mute.click();
    await expect(mute).toHaveAttribute("aria-pressed", "true");
    await expect(practitioner.getByText("Muted", { exact: true })).toBeVisible();
    await patient.getByRole("button", { name: "Stop video" }).click();
    await expect(practitioner.getByText("Camera off", { exact: true })).toBeVisible();
    await mute.click();
    await patient.getByRole("button", { name: "Stop video" }).click();
    await expect(practitioner.getByText("Muted", { exact: true })).toHaveCount(0);
    await expect(practitioner.getByText("Camera off", { exact: true })).toHaveCount(0);

    // Chat, both ways, over the call's own channel.
    await practitioner.getByLabel("Your message").fill("Can you bend your knee for me?");
    await practitioner.getByRole("button", { name: "Send" }).click();
    await expect(patient.getByRole("log").getByText("Can you bend your knee for me?")).toBeVisible();
    await patient.getByLabel("Your message").fill("Like this?");
    await patient.getByLabel("Your message").press("Enter");
    await expect(practitioner.getByRole("log").getByText("Like this?")).toBeVisible();

    // The exercise card: shown by the practitioner, beside the patient's video until she hides it.
    await practitioner.getByLabel("Search the library").fill("heel slide");
    await practitioner.getByRole("button", { name: "Show to patient: Heel slides" }).click();
    const card = patient.getByTestId("shown-exercise");
    await expect(card.getByRole("heading", { name: "Heel slides" })).toBeVisible();
    await expect(card.getByText("3 sets × 10 reps")).toBeVisible();
    await expect(card.getByRole("heading", { name: "How to do it" })).toBeVisible();
    await expectNoAxeViolations(patient);

    // A reload comes back into the call by itself, the exercise still shown.
    await patient.reload();
    for (const page of [patient, practitioner]) await expect(callState(page)).toHaveAttribute("data-call-state", "connected");
    await expectRemoteVideo(patient);
    await expect(card.getByRole("heading", { name: "Heel slides" })).toBeVisible();
    await practitioner.getByRole("button", { name: "Hide", exact: true }).first().click();
    await expect(card).toHaveCount(0);

    // The same link on a second device takes the call over; the first says so.
    const secondDevice = await openRoom(browser, roomPath, 390, baseURL!);
    await join(secondDevice);
    await expect(patient.getByRole("heading", { name: "This consultation is open on another device" })).toBeVisible();
    await expect(callState(secondDevice)).toHaveAttribute("data-call-state", "connected");
    await expectRemoteVideo(practitioner);

    // Leaving goes back to the appointment; the practitioner waits again.
    await secondDevice.getByRole("button", { name: "Leave" }).click();
    await expect(callState(practitioner)).toHaveAttribute("data-call-state", "waiting");
    await expect(secondDevice).toHaveURL(/\/manage-booking\//);
  },
);

test(
  "with ?relay=only the call goes through the run's coturn: both sides' selected candidate is a relay",
  desktopOnly,
  async ({ browser, request, baseURL }) => {
    const { appointmentId, roomPath } = await bookedRoom(request, "room-relay");

    const practitioner = await openRoom(browser, `${adminPaths.consultationRoom(appointmentId)}?relay=only`, 1280, baseURL!, true);
    await join(practitioner);
    const patient = await openRoom(browser, `${roomPath}?relay=only`, 390, baseURL!);
    await join(patient);
    for (const page of [patient, practitioner]) {
      await expect(callState(page)).toHaveAttribute("data-call-state", "connected");
      await expectRemoteVideo(page);
      await expect(callState(page)).toHaveAttribute("data-candidate-type", "relay");
    }
  },
);

test(
  "the waiting room says how to allow the camera and microphone when the browser refuses them",
  desktopOnly,
  async ({ playwright, request, baseURL }) => {
    const email = `room-refused-${Date.now()}@example.com`;
    const appointmentId = await paidBooking(request, email);
    // No fake prompt and no permission: chromium refuses the camera and microphone.
    const browser = await playwright.chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, "--use-fake-device-for-media-stream"],
    });
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAsAdmin(page, baseURL);
    await page.goto(adminPaths.consultationRoom(appointmentId));
    await expect(page.getByRole("heading", { name: "Your browser blocked your camera and microphone" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "In Chrome on a computer" })).toBeVisible();
    await expect(page.getByText("Using another browser?")).toBeVisible();
    await expect(page.getByRole("button", { name: "Join the consultation" })).toBeDisabled();
    // The camera button says what there is, not what was asked for.
    await expect(page.getByRole("button", { name: "Stop video" })).toContainText("No camera");
    await expectNoAxeViolations(page);
    await browser.close();
  },
);

/** The remote video's decoded frames as its stats last said (0 before any). */
const framesDecoded = async (page: Page) => Number(await page.getByTestId("remote-video").getAttribute("data-frames-decoded"));

test("both members pressing Join at the same moment connect, three times over", desktopOnly, async ({ browser, request, baseURL }) => {
  const { appointmentId, roomPath } = await bookedRoom(request, "room-glare");
  // The patient's room is open while the practitioner is in: a first device of hers holds the room, and
  // each round a new device of each member joins at once (the previous ones taken over).
  let practitioner = await openRoom(browser, adminPaths.consultationRoom(appointmentId), 1280, baseURL!, true);
  await join(practitioner);
  await expect(callState(practitioner)).toHaveAttribute("data-call-state", "waiting");
  let patient: Page | null = null;
  for (let round = 1; round <= 3; round += 1) {
    const nextPractitioner = await practitioner.context().newPage();
    await nextPractitioner.goto(adminPaths.consultationRoom(appointmentId));
    await hydrated(nextPractitioner);
    const nextPatient = await openRoom(browser, roomPath, 1280, baseURL!);
    const buttons = [nextPractitioner, nextPatient].map((page) => page.getByRole("button", { name: "Join the consultation" }));
    for (const button of buttons) await expect(button).toBeEnabled();
    await Promise.all(buttons.map((button) => button.click()));
    for (const page of [nextPractitioner, nextPatient]) {
      // Within 15 s, before the answering side's 20 s wait (retry-delays.ts) would rejoin and hide a deadlock.
      await expect(callState(page), `round ${round}`).toHaveAttribute("data-call-state", "connected", { timeout: 15_000 });
      await expectRemoteVideo(page);
    }
    // The devices this round replaced: told so, and closed to spare the machine.
    await expect(practitioner.getByRole("heading", { name: "This consultation is open on another device" })).toBeVisible();
    await practitioner.close();
    await patient?.context().close();
    practitioner = nextPractitioner;
    patient = nextPatient;
  }
});

/** A process and all its descendants (a browser's renderers, GPU and network service), from `ps`. */
function processTree(root: number): number[] {
  const parents = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, ppid] of parents) if (ppid === tree[index]) tree.push(pid);
  }
  return tree;
}

test(
  "a brief drop comes back by itself, the other side saying it reconnects; a camera that stops leaves audio only",
  desktopOnly,
  async ({ playwright, browser, request, baseURL }) => {
    const { appointmentId, roomPath } = await bookedRoom(request, "room-drop");
    // The practitioner's browser is one of its own, so that it can be frozen whole: no packet leaves it, as
    // when a laptop sleeps or the Wi-Fi goes (offline emulation leaves WebRTC's own sockets alone).
    const practitionerBrowser = await playwright.chromium.launchServer({
      executablePath: chromiumPath,
      args: [...chromiumArgs, ...fakeMedia],
    });
    try {
      const practitioner = await openRoom(
        await playwright.chromium.connect(practitionerBrowser.wsEndpoint()),
        adminPaths.consultationRoom(appointmentId),
        1280,
        baseURL!,
        true,
      );
      await join(practitioner);
      const patient = await openRoom(browser, roomPath, 390, baseURL!);
      // The patient, the newcomer, makes the offers: a drop must bring one more (an ICE restart or a rebuild).
      let offers = 0;
      patient.on("websocket", (socket) =>
        socket.on("framesent", ({ payload }) => void (String(payload).includes('"type":"offer"') && (offers += 1))),
      );
      await join(patient);
      for (const page of [patient, practitioner]) {
        await expect(callState(page)).toHaveAttribute("data-call-state", "connected");
        await expectRemoteVideo(page);
      }
      const offersBefore = offers;

      const frozen = processTree(practitionerBrowser.process().pid!);
      for (const pid of frozen) process.kill(pid, "SIGSTOP");
      try {
        await expect(callState(patient)).toHaveAttribute("data-call-state", "reconnecting");
        await expect(patient.getByRole("heading", { level: 1, name: "Reconnecting…" })).toBeVisible();
      } finally {
        for (const pid of frozen) process.kill(pid, "SIGCONT");
      }
      for (const page of [patient, practitioner]) {
        await expect(callState(page)).toHaveAttribute("data-call-state", "connected");
        const before = await framesDecoded(page);
        await expect.poll(() => framesDecoded(page)).not.toBe(before);
      }
      expect(offers).toBeGreaterThan(offersBefore);

      // The camera ends mid-call (unplugged, taken by the system): the call goes on with sound only.
      await patient.getByTestId("local-video").evaluate((video: HTMLVideoElement) => {
        const [track] = (video.srcObject as MediaStream).getVideoTracks();
        track!.stop();
        track!.dispatchEvent(new Event("ended"));
      });
      await expect(patient.getByText("Audio only: your camera stopped. The sound goes on.")).toBeVisible();
      await expect(patient.getByTestId("call-area").getByText("Audio only", { exact: true })).toBeVisible();
      await expect(practitioner.getByTestId("call-area").getByText("Audio only", { exact: true })).toBeVisible();
      for (const page of [patient, practitioner]) await expect(callState(page)).toHaveAttribute("data-call-state", "connected");
      // The sound still comes: a remote track is muted when its packets stop, and the patient's audio is not.
      const remoteAudio = () =>
        practitioner.getByTestId("remote-video").evaluate((video: HTMLVideoElement) => {
          const [track] = (video.srcObject as MediaStream).getAudioTracks();
          return track ? `${track.readyState}${track.muted ? " muted" : ""}` : "none";
        });
      await expect.poll(remoteAudio).toBe("live");
    } finally {
      await practitionerBrowser.close();
    }
  },
);
