import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import { emailKey } from "#core/patients/email-key.ts";
import { openDatabase } from "#db/client.ts";
import { patients } from "#db/schema/patients.ts";
import { serverBundleFile } from "#server/build-files.ts";
import { parseConfig } from "#server/config.ts";
import { createHealthCipher } from "#server/health/health-cipher.ts";
import { patientSessionRules, startPatientSession } from "#server/patients/patient-sessions.ts";
import { giveQuestionnaire, giveSurgery, koosAt } from "#tests/support/outcome-fixtures.ts";
import { makeReferral } from "#tests/support/patient-fixtures.ts";
import { pdftotext } from "#tests/support/pdf-tools.ts";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { E2E_ADMIN_PASSWORD, signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test, type Page } from "./support/test.ts";

/**
 * Outcome progress as the practitioner and the patient read it (docs/decisions/0053), on a server of its own:
 * the questionnaires a patient sent are written into its database before it starts (sealed with its key),
 * since the answering pages are another part of the site. A patient operated on 10 weeks ago sent a KOOS the
 * week before surgery (every answer the second-worst: 25 each) and one at 6 weeks (the second-best, 75, but for
 * sport and quality of life, 50).
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });

const DAY_MS = 86_400_000;
const name = "Mai Nguyễn";
let server: ServerProcess;
let dataDir: string;
let patientId: string;
let patientSession: string;

// eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(360_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "e2e-progress-"));
  const key = randomBytes(32);
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const services = { database, healthRecords: createHealthCipher(key) };
  const email = `progress-${testInfo.project.name}@example.com`;
  const [patient] = await database.db
    .insert(patients)
    .values({ name, email, emailKey: emailKey(email) })
    .returning({ id: patients.id });
  patientId = patient!.id;
  const surgery = Date.now() - 70 * DAY_MS;
  await giveSurgery(services, patientId, melbourneDay(new Date(surgery)));
  await makeReferral(database.db, email, patientId);
  await giveQuestionnaire(services, patientId, koosAt(3), new Date(surgery - 5 * DAY_MS));
  // At 6 weeks sport and quality of life lag behind: their items one box worse (50).
  const sixWeeks = {
    ...koosAt(1),
    ...Object.fromEntries(["SP1", "SP2", "SP3", "SP4", "SP5", "Q1", "Q2", "Q3", "Q4"].map((id) => [id, 2])),
  };
  await giveQuestionnaire(services, patientId, sixWeeks, new Date(surgery + 43 * DAY_MS));
  patientSession = (await startPatientSession(database.db, patientId, new Date(), patientSessionRules(parseConfig(process.env).patients)))
    .id;
  await database.close();
  // Phone and desktop each run their own server, beside the shared one.
  const port = Number(process.env.E2E_PORT ?? 3210) + (testInfo.project.name === "phone" ? 7 : 8);
  server = await startServerProcess(
    port,
    {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      REFERRAL_FILE_KEY: key.toString("base64"),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // The build's prerendered pages state 72 (package.json's test:e2e builds with it).
      CANCELLATION_NOTICE_HOURS: "72",
    },
    serverBundleFile(parseConfig(process.env).buildDir),
  );
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const koosTable = (part: "change" | "scores over time") => `KOOS (Knee injury and Osteoarthritis Outcome Score): ${part}`;

/** The cells of a table's row whose header says `rowName`, as read. */
async function rowCells(page: Page, tableName: string, rowName: string): Promise<string[]> {
  const row = page
    .getByRole("region", { name: tableName })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader").filter({ hasText: rowName }) });
  return (await row.getByRole("cell").allInnerTexts()).map((text) => text.trim());
}

async function expectKoosTables(page: Page) {
  await expect(page.getByRole("heading", { level: 3, name: /^KOOS/ })).toBeVisible();
  expect(await rowCells(page, koosTable("change"), "Pain")).toEqual(["25", "75", "+50"]);
  expect(await rowCells(page, koosTable("change"), "Knee-related quality of life (QOL)")).toEqual(["25", "50", "+25"]);
  expect(await rowCells(page, koosTable("scores over time"), "Week 1 before surgery")).toEqual(["25", "25", "25", "25", "25"]);
  expect(await rowCells(page, koosTable("scores over time"), "Week 6")).toEqual(["75", "75", "75", "50", "50"]);
  // The chart, drawn once its script has loaded: a canvas with a line per subscale, named in its legend.
  await expect(page.locator("canvas").first()).toBeVisible();
  await expect(page.locator(".u-legend .u-series")).toHaveText(["Pain", "Symptoms", "ADL", "Sport/Rec", "QOL"]);
}

test("the practitioner reads the KOOS chart and table, records consent and downloads the report", async ({ page }, testInfo) => {
  await signInAsAdmin(page, server.url);
  await page.goto(`${server.url}/admin/patients/${patientId}`);
  await page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Progress" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Progress" })).toBeVisible();
  await expect(page.getByText(/weeks ago/)).toContainText("10 weeks ago");
  await expectKoosTables(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("practitioner-progress.png"), fullPage: true });

  // The referrer is the recipient offered.
  const consentForm = page.getByRole("form", { name: "Record the patient's consent" });
  await expect(consentForm.getByLabel("Clinician's name")).toHaveValue("Dr Priya Raman");
  await consentForm.getByLabel("How the patient gave it").selectOption("in writing");
  await consentForm.getByRole("button", { name: "Record consent" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Consent recorded" })).toBeVisible();
  await expect(page.getByText(/Consent given in writing/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download report" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^progress-report-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdftotext(await readFile(await download.path()));
  expect(text).toContain(name);
  expect(text).toMatch(/Pain\s+25\s+75\s+\+50/);
  expect(text).toMatch(/Weeks since surgery\s+10/);

  await page.getByRole("button", { name: "Email report to Dr Priya Raman" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Report queued to priya@northside.example" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Withdraw consent for Dr Priya Raman" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Consent withdrawn" })).toBeVisible();
  await expect(page.getByText(/; withdrawn/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Download report" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("practitioner-report.png"), fullPage: true });
});

test("the patient reads their own progress in My care", async ({ page }, testInfo) => {
  // The session the sign-in link would have started; a header, since the browser keeps a Secure cookie only from its own answer.
  await page.setExtraHTTPHeaders({ cookie: `__Host-patient_session=${patientSession}` });
  await page.goto(`${server.url}/my-care`);
  const progress = page.getByRole("region", { name: "Progress" });
  await expect(progress.getByRole("heading", { level: 2, name: "Progress" })).toBeVisible();
  await expectKoosTables(page);
  await expectNoAxeViolations(page);
  await progress.screenshot({ path: testInfo.outputPath("my-care-progress.png") });
});
