import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { chromium, request, type Browser, type Page } from "@playwright/test";
import { adminPaths } from "#contracts/admin-paths.ts";
import { paths } from "#contracts/paths.ts";
import { createRoomLinks } from "#server/video-room/room-link.ts";
import { chromiumArgs, chromiumPath } from "#tests/support/chromium.ts";
import { startTurnserver } from "#tests/support/turnserver.ts";
import { paidBooking } from "#tests/e2e/support/paid-booking.ts";
import { benchAdminPassword, startProductionServer } from "./support/server.ts";

/**
 * The consultation room's join (docs/decisions/0039): from the moment the second person (the patient) presses
 * 'Join the consultation' to the first frame of the other's video on BOTH sides, in two browser contexts of
 * chromium with its fake camera, against the production build and a coturn on loopback. Direct, then with
 * `?relay=only` on both sides (media through coturn). Each join is a fresh patient page; the practitioner stays
 * in the room between them. Prints the median and the slowest, beside the targets (median <= 0.5 s direct,
 * <= 0.6 s relayed); exits 1 when a median misses. Builds nothing.
 *
 *   node bench/call-first-frame.ts [--joins 10]
 */
const { values } = parseArgs({ options: { joins: { type: "string", default: "10" } } });
const joins = Number(values.joins);
const targetsMs = { direct: 500, relayed: 600 } as const;

// The page's remote video has a picture: a stream and a decoded frame's size. Polled in the page, 5 ms apart.
const firstFrameAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const poll = () => {
          const video = document.querySelector<HTMLVideoElement>("[data-testid=remote-video]");
          if (video?.srcObject && video.videoWidth > 0) resolve(Date.now());
          else setTimeout(poll, 5);
        };
        poll();
      }),
  );

const waitingAlone = (page: Page) => page.locator("[data-testid=call-area][data-call-state=waiting]").waitFor({ timeout: 30_000 });

async function openRoom(browser: Browser, origin: string, path: string, signIn: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, permissions: ["camera", "microphone"] });
  const page = await context.newPage();
  if (signIn) {
    const answer = await page.request.post("/api/admin/login", { data: { password: benchAdminPassword() }, headers: { origin } });
    if (answer.status() !== 200) throw new Error(`admin sign-in answered ${answer.status()}`);
  }
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Join the consultation" }).click({ timeout: 30_000 });
  return page;
}

/** The milliseconds of each join, from the patient's press to a frame on both sides. */
async function measureJoins(browser: Browser, origin: string, key: Buffer, relayed: boolean): Promise<number[]> {
  const api = await request.newContext({ baseURL: origin });
  const appointmentId = await paidBooking(api, `first-frame-${Date.now()}@example.com`);
  await api.dispose();
  const query = relayed ? "?relay=only" : "";
  const token = createRoomLinks(key, origin).tokenFor(appointmentId);
  const practitioner = await openRoom(browser, origin, adminPaths.consultationRoom(appointmentId) + query, true);
  const times: number[] = [];
  for (let i = 0; i < joins; i++) {
    await waitingAlone(practitioner);
    await practitioner.waitForFunction(() => !document.querySelector<HTMLVideoElement>("[data-testid=remote-video]")?.srcObject);
    const context = await browser.newContext({ baseURL: origin, permissions: ["camera", "microphone"] });
    const patient = await context.newPage();
    await patient.goto(paths.consultationRoom(token) + query);
    await patient.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const join = patient.getByRole("button", { name: "Join the consultation", disabled: false });
    await join.waitFor({ timeout: 30_000 });
    const frames = Promise.all([firstFrameAt(practitioner), firstFrameAt(patient)]);
    const pressedAt = Date.now();
    await join.click();
    const [practitionerFrame, patientFrame] = await frames;
    times.push(Math.max(practitionerFrame, patientFrame) - pressedAt);
    await context.close();
  }
  await practitioner.context().close();
  return times;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const turn = await startTurnserver({ secret: randomBytes(24).toString("base64url") });
const key = randomBytes(32);
process.env.TURN_URLS = turn.url;
process.env.TURN_SECRET = turn.secret;
process.env.REFERRAL_FILE_KEY = key.toString("base64");
const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
});
let missed = 0;
try {
  for (const relayed of [false, true]) {
    const times = await measureJoins(browser, server.origin, key, relayed);
    const target = relayed ? targetsMs.relayed : targetsMs.direct;
    const middle = median(times);
    if (middle > target) missed += 1;
    console.log(
      `${relayed ? "relayed" : "direct "}: join to first frame on both sides, median ${Math.round(middle)} ms, slowest ` +
        `${Math.max(...times)} ms over ${times.length} joins (target median <= ${target} ms)${middle > target ? "  MISSED" : ""}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await turn.stop();
}
process.exitCode = missed > 0 ? 1 : 0;
