import { addDays, melbourneDay } from "#core/calendar/melbourne-days.ts";
import type { Exercise } from "#contracts/exercises.ts";

import { expectDistinctLinkNames, signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForMail } from "./support/mailbox.ts";
import { paidBooking } from "./support/paid-booking.ts";
import { expect as baseExpect, hydrated, test, type Page } from "./support/test.ts";

// A whole journey of two people through a production server on a busy machine: give it room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 300_000 });

/**
 * A prescribed programme (docs/decisions/0050): the practitioner builds it on the patient's record from the
 * library with her dosage (load included) and saves version 1; the patient, emailed without clinical detail,
 * finds it in My care, plays it and logs how it felt; version 2 is saved and version 1 stays readable to both.
 * Every page passes axe and is photographed.
 */

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`programmes-${name}-${test.info().project.name}.png`), fullPage: true });
  await expectDistinctLinkNames(page);
  await expectNoAxeViolations(page);
}

/** Signs a patient in by the emailed link, in the page's own browser context. */
async function signInAsPatient(page: Page, email: string) {
  await page.goto("/sign-in");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  const mail = await waitForMail((m) => m.envelopeTo.includes(email) && m.subject.startsWith("Your sign-in link"));
  const link = /https?:\/\/\S+(\/sign-in\/[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/my-care$/);
  await hydrated(page);
}

async function addExercise(page: Page, exercise: Exercise) {
  await page.getByRole("link", { name: "Add exercise" }).click();
  await page.getByRole("combobox", { name: "Exercise", exact: true }).selectOption(String(exercise.id));
  await page.getByRole("button", { name: "Add to Playlist" }).click();
  await expect(page.getByRole("link", { name: `Dosage: ${exercise.name}` })).toBeVisible();
}

test("the practitioner prescribes a programme; the patient plays it and logs a session; version 2 keeps version 1", async ({
  page,
  browser,
  baseURL,
}) => {
  const project = test.info().project.name;
  const name = `Priya Programme ${project}`;
  const email = `programme-${project}-${Date.now()}@example.com`;
  await paidBooking(page.request, email, "latest", { name });
  const exercises = (await (await page.request.get("/api/exercises")).json()) as Exercise[];
  const first = exercises.find((exercise) => exercise.dosage.reps !== null)!;
  const second = exercises.find((exercise) => exercise.dosage.holdSeconds !== null && exercise.id !== first.id)!;

  // The practitioner: the record's Programmes tab, a new programme, two exercises, her dosage.
  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/patients?${new URLSearchParams({ q: email }).toString()}`);
  await page.getByRole("link", { name }).click();
  await page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Programmes" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Programmes" })).toBeVisible();
  await expect(page.getByText("No programmes yet.")).toBeVisible();
  await snapshot(page, "list-empty");
  await page.getByLabel("Title").fill("Knee strength");
  await page.getByRole("button", { name: "New programme" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Knee strength" })).toBeVisible();
  const programmeUrl = page.url();

  await addExercise(page, first);
  await addExercise(page, second);
  await page.getByRole("link", { name: `Dosage: ${first.name}` }).click();
  const dosage = page.getByRole("form", { name: `Dosage: ${first.name}` });
  await dosage.getByLabel("Sets").fill("4");
  await dosage.getByLabel("Reps").fill("8");
  await dosage.getByLabel("Load (optional)").fill("5 kg");
  await dosage.getByLabel("Notes (optional)").fill("Slow on the way down");
  await snapshot(page, "dosage");
  await dosage.getByRole("button", { name: "Save dosage" }).click();
  const draft = page.getByRole("list", { name: "Exercises in this playlist" });
  await expect(draft.getByRole("listitem").filter({ hasText: first.name })).toContainText("4 sets × 8 reps");
  await expect(draft.getByRole("listitem").filter({ hasText: first.name })).toContainText("Load: 5 kg");

  // A review before the start is refused with the field's message; then version 1 is saved.
  await page.getByLabel("Phase").fill("Early strength");
  await page.getByLabel("Days a week").fill("4");
  // Starting today (Melbourne), so that today's session counts in this week's adherence.
  const today = melbourneDay(new Date());
  await page.getByLabel("Start date").fill(today);
  await page.getByLabel("Review date (optional)").fill(addDays(today, -1));
  await page.getByRole("button", { name: "Save version 1" }).click();
  await expect(page.getByText("The review cannot be before the start").first()).toBeVisible();
  await page.getByLabel("Review date (optional)").fill(addDays(today, 28));
  await page.getByRole("button", { name: "Save version 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 1 saved" })).toBeVisible();
  await expect(page.getByText("Version 1: Early strength (current)")).toBeVisible();
  await snapshot(page, "version-1");

  // The patient's mail says a programme is ready, and nothing of it.
  const ready = await waitForMail((m) => m.envelopeTo.includes(email) && m.subject.startsWith("Your exercise programme is ready"));
  for (const detail of [first.name, second.name, "Early strength", "5 kg", name]) expect(ready.text).not.toContain(detail);
  expect(ready.text).toContain("/my-care");

  // The patient, on their own device: My care, the programme, Start session, how it felt.
  const patientContext = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
  const patient = await patientContext.newPage();
  await signInAsPatient(patient, email);
  const care = patient.getByRole("region", { name: "Exercise programmes" });
  await expect(care.getByRole("heading", { level: 3, name: "Knee strength (version 1)" })).toBeVisible();
  await expect(care).toContainText("Early strength");
  await expect(care).toContainText(`${first.name}`);
  await expect(care).toContainText("4 sets × 8 reps · rest");
  await expect(care).toContainText("5 kg");
  await expect(care).toContainText("Slow on the way down");
  await snapshot(patient, "my-care");

  await care.getByRole("link", { name: "Start session" }).click();
  await hydrated(patient);
  await expect(patient.getByRole("heading", { level: 1, name: "Knee strength" })).toBeVisible();
  await expect(patient.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "My care" })).toBeVisible();
  await expect(patient.getByRole("button", { name: "Copy to my playlists" })).toHaveCount(0);
  // The first exercise skipped, the session ended during the second.
  await patient.getByRole("button", { name: "Next exercise" }).click();
  await patient.getByRole("button", { name: "End session" }).click();
  await expect(patient.getByRole("heading", { name: "Session complete" })).toBeVisible();
  await patient
    .getByRole("group", { name: /^Effort/ })
    .getByText("6", { exact: true })
    .click();
  await patient
    .getByRole("group", { name: /^Knee pain/ })
    .getByText("2", { exact: true })
    .click();
  await snapshot(patient, "session-complete");
  const logged = patient.waitForResponse((response) => /\/api\/playlists\/\d+\/sessions$/.test(response.url()));
  await patient.getByRole("button", { name: "Save session" }).click();
  expect((await logged).status()).toBe(201);
  await expect(patient.getByRole("button", { name: "Saved" })).toBeVisible();

  // The practitioner progresses it: version 2, and version 1 as it was prescribed.
  await page.goto(programmeUrl);
  await page.getByRole("button", { name: `Remove ${second.name}` }).click();
  await expect(page.getByRole("link", { name: `Dosage: ${second.name}` })).toHaveCount(0);
  await page.getByLabel("Phase").fill("Progression");
  await page.getByRole("button", { name: "Save version 2" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 2 saved" })).toBeVisible();
  const earlier = page.locator("details").filter({ hasText: "Version 1: Early strength" });
  await earlier.locator("summary").click();
  await expect(earlier.getByRole("list", { name: "Exercises of version 1" }).getByRole("listitem")).toHaveCount(2);
  await expect(earlier).toContainText(second.name);
  await snapshot(page, "version-2");

  await patient.goto("/my-care");
  await hydrated(patient);
  await expect(care.getByRole("heading", { level: 3, name: "Knee strength (version 2)" })).toBeVisible();
  await care.getByText("Earlier versions (1)").click();
  await expect(care.getByRole("list", { name: "Exercises of version 1" })).toContainText(second.name);
  await snapshot(patient, "my-care-version-2");

  // The practitioner sees it done: this week's session against the plan, with the pain given.
  await page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Progress" }).click();
  const adherence = page.getByRole("region", { name: "Knee strength" });
  await expect(adherence.getByRole("row", { name: /this week/ })).toContainText(/1 of \d/);
  await expect(adherence.getByRole("row", { name: /this week/ })).toContainText("2/10");
  await snapshot(page, "progress");

  // The access log names the session's write.
  await page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Access log" }).click();
  await expect(page.getByText("Exercise session logged").first()).toBeVisible();
  await expect(page.getByText("Programme version saved").first()).toBeVisible();
  await patientContext.close();
});
