import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, melbourneDay, melbourneMidnight } from "#core/calendar/melbourne-days.ts";
import { mondayOf } from "#core/adherence/melbourne-weeks.ts";
import { formatSlotDate } from "#core/scheduling/melbourne-time.ts";
import { openDatabase } from "#db/client.ts";
import { serverBundleFile } from "#server/build-files.ts";
import { parseConfig } from "#server/config.ts";
import { createHealthCipher } from "#server/health/health-cipher.ts";
import { createOptOutLinks } from "#server/programmes/reminder-opt-out-link.ts";
import { makePatient } from "#tests/support/patient-fixtures.ts";
import { seedProgramme } from "#tests/support/programme-fixtures.ts";
import { freePort, startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { E2E_ADMIN_PASSWORD } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect as baseExpect, test, type Page } from "./support/test.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: "serial", timeout: 240_000 });

/**
 * Adherence as the practitioner sees it (docs/decisions/0051), and the reminder's opt-out page. Programmes and
 * played sessions are written into a fresh embedded database before a production server of this file's own
 * opens it (nothing else can write sealed session logs into the shared server's database), so the
 * weeks, scores and flags are known: one patient whose pain rose last week, one idle for ten days.
 */
let server: ServerProcess;
let dataDir: string;
let key: Buffer;
const ids = { sore: "", idle: "" };
const stamp = `${Date.now()}`;
const thisMonday = mondayOf(melbourneDay(new Date()));
const weekLabel = (monday: string) => `Week of ${formatSlotDate(new Date(`${monday}T12:00:00Z`), "UTC")}`;
/** Wednesday evening of the week `weeksAgo` before this one. */
const wednesdayOf = (weeksAgo: number) => new Date(melbourneMidnight(addDays(thisMonday, 2 - 7 * weeksAgo)).getTime() + 19 * 3_600_000);

test.beforeAll(async () => {
  test.setTimeout(400_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "e2e-adherence-"));
  key = randomBytes(32);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const services = { database, healthRecords: createHealthCipher(key) };
    ids.sore = await makePatient(database.db, `sore-${stamp}`);
    await seedProgramme(services, ids.sore, {
      title: "Post-op strength",
      versions: [{ phase: "Early strength", daysPerWeek: 3, startsOn: addDays(thisMonday, -21) }],
      sessions: [
        { endedAt: wednesdayOf(2), pain: 2, effort: 5 },
        { endedAt: wednesdayOf(1), pain: 5, effort: 6 },
      ],
    });
    ids.idle = await makePatient(database.db, `idle-${stamp}`);
    await seedProgramme(services, ids.idle, {
      versions: [{ daysPerWeek: 2, startsOn: addDays(thisMonday, -28) }],
      sessions: [{ endedAt: new Date(Date.now() - 10 * 86_400_000), pain: 1 }],
    });
  } finally {
    await database.close();
  }
  server = await startServerProcess(
    await freePort(),
    {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      REFERRAL_FILE_KEY: key.toString("base64"),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: "info",
    },
    serverBundleFile(parseConfig(process.env).buildDir),
  );
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function look(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: true });
  await expectNoAxeViolations(page);
}

async function signIn(page: Page) {
  const response = await page.request.post(`${server.url}/api/admin/login`, {
    data: { password: E2E_ADMIN_PASSWORD },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
}

test("the practitioner sees sessions done against planned and the pain trend on the Progress tab", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/admin/patients/${ids.sore}`);
  await page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Progress" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Progress" })).toBeVisible();
  const programme = page.getByRole("region", { name: "Post-op strength" });
  await expect(programme).toContainText("Early strength, 3 days a week");
  await expect(programme.getByText("Pain rose")).toBeVisible();

  const lastWeek = programme.getByRole("row", { name: new RegExp(weekLabel(addDays(thisMonday, -7))) });
  await expect(lastWeek).toContainText("1 of 3");
  await expect(lastWeek).toContainText("5/10");
  await expect(lastWeek).toContainText("rising");
  const weekBefore = programme.getByRole("row", { name: new RegExp(weekLabel(addDays(thisMonday, -14))) });
  await expect(weekBefore).toContainText("1 of 3");
  await expect(weekBefore).toContainText("2/10");
  await expect(programme.getByRole("row", { name: /this week/ })).toContainText("0 of 3");
  await expect(programme).toContainText(/Last session: \w+day \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m AE[SD]T/);
  await look(page, "adherence-progress");

  // Opening the logs is in the patient's access log.
  await page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Access log" }).click();
  await expect(page.getByText("Exercise session logs read").first()).toBeVisible();
});

test("the patient list flags who has not exercised for a week and whose pain rose", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/admin/patients?q=${stamp}`);
  const idle = page.getByRole("row").filter({ hasText: `Patient idle-${stamp}` });
  await expect(idle).toContainText("No exercise for a week");
  await expect(idle).not.toContainText("Pain rose");
  const sore = page.getByRole("row").filter({ hasText: `Patient sore-${stamp}` });
  await expect(sore).toContainText("Pain rose");
  await look(page, "adherence-patient-list");
});

test("the reminder's page turns reminders off and on again in place, each state passing axe", async ({ page }) => {
  await page.goto(createOptOutLinks(key, server.url).urlFor(ids.sore));
  await expect(page.getByRole("heading", { level: 1, name: "Exercise reminders" })).toBeVisible();
  await look(page, "reminders-on");
  await page.getByRole("button", { name: "Turn off reminders" }).click();
  await expect(page.getByRole("status")).toHaveText(/Weekly exercise reminders are off/);
  await look(page, "reminders-off");
  await page.getByRole("button", { name: "Turn reminders back on" }).click();
  await expect(page.getByRole("status")).toHaveText(/You get a weekly email/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // axe runs in the page's JavaScript: the test above checks these states with it.
  test("the reminder's link turns reminders off with its button, and back on; opening it changes nothing", async ({ page }) => {
    const url = createOptOutLinks(key, server.url).urlFor(ids.idle);
    await page.goto(url);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Exercise reminders" })).toBeVisible();
    await expect(page.getByText("You get a weekly email")).toBeVisible();

    await page.getByRole("button", { name: "Turn off reminders" }).click();
    await expect(page.getByRole("status")).toHaveText(/Weekly exercise reminders are off/);
    await page.screenshot({ path: test.info().outputPath(`reminders-off-no-js-${test.info().project.name}.png`), fullPage: true });
    await page.goto(url);
    await expect(page.getByText("Weekly exercise reminders are off")).toBeVisible();

    await page.getByRole("button", { name: "Turn reminders back on" }).click();
    await expect(page.getByRole("status")).toHaveText(/You get a weekly email/);

    const forged = await page.goto(`${server.url}/exercise-reminders/${ids.sore}.${"A".repeat(43)}`);
    expect(forged?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  });
});
