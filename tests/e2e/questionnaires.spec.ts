import { expectDistinctLinkNames, signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForMail } from "./support/mailbox.ts";
import { paidBooking } from "./support/paid-booking.ts";
import { expect as baseExpect, test, type Page } from "./support/test.ts";

// Forty-two questions, each a post to a production server on a busy machine: give it room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 600_000 });

const width = () => test.info().project.name;

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`questionnaire-${name}-${width()}.png`), fullPage: true });
  await expectDistinctLinkNames(page);
  await expectNoAxeViolations(page);
}

/** The patient signs in by the emailed link, as patient-sign-in.spec.ts does. */
async function signInAsPatient(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  const mail = await waitForMail((m) => m.envelopeTo.includes(email) && m.subject === "Your sign-in link for ACL Telehealth Physio");
  await page.goto(/https?:\/\/\S+(\/sign-in\/[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/my-care$/);
}

/** Answers question `at` with its second box (or leaves it blank) and goes on; the next question has the focus. */
async function answer(page: Page, at: number, blank = false) {
  await expect(page.getByText(`Question ${at} of 42`, { exact: true })).toBeVisible();
  if (!blank) await page.getByRole("radio").nth(1).check();
  await page.getByRole("button", { name: at === 42 ? "Save and review" : "Next" }).click();
  if (at < 42) {
    await expect(page.getByText(`Question ${at + 1} of 42`, { exact: true })).toBeVisible();
    await expect(page.locator("legend")).toBeFocused();
  }
}

/**
 * A patient with a paid booking, and the practitioner signed in on their record's Questionnaires tab. The name
 * and email carry a stamp of this run and width, so tests never meet each other's patients.
 */
async function questionnairesTabOfNewPatient(page: Page, baseURL: string | undefined, label: string, firstNames: string) {
  const stamp = `${width()}${Date.now()}`;
  const name = `${firstNames} ${stamp}`;
  const email = `questionnaire-${label}-${stamp}@example.com`;
  await paidBooking(page.request, email, "latest", { name });
  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/patients?${new URLSearchParams({ q: stamp }).toString()}`);
  await page.getByRole("row").filter({ hasText: name }).getByRole("link", { name }).click();
  await page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Questionnaires" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Questionnaires" })).toBeVisible();
  return { email };
}

/**
 * The practitioner asks for a KOOS from the record's Questionnaires tab; the patient, emailed, answers half of
 * it in My care, reloads and comes back to carry on where they were, leaves one blank, reviews and sends it; the
 * tab then shows it sent, with the way to the scores. Every page passes axe and is photographed.
 */
test("a KOOS asked by the practitioner, answered halfway, resumed after a reload, sent, and shown sent", async ({ page, baseURL }) => {
  // The practitioner's side.
  const { email } = await questionnairesTabOfNewPatient(page, baseURL, "koos", "Quinn Questions");
  await expect(page.getByText(/^No questionnaires yet/)).toBeVisible();
  const tab = page.url();
  await page
    .getByRole("combobox", { name: "Questionnaire" })
    .selectOption({ label: "KOOS (Knee injury and Osteoarthritis Outcome Score)" });
  await page.getByRole("button", { name: "Ask and email the patient" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Asked: the patient has been emailed a link to My care" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "KOOS" });
  await expect(row).toContainText("Asked by Jordan Ellis");
  await expect(row).toContainText("Due");
  await snapshot(page, "practitioner-asked");

  // The patient is told, without a word of what it is about, and finds it in My care.
  const mail = await waitForMail((m) => m.envelopeTo.includes(email) && m.subject === "A questionnaire from ACL Telehealth Physio");
  expect(mail.text).not.toMatch(/KOOS|knee/i);
  await signInAsPatient(page, email);
  const section = page.getByRole("region", { name: "Questionnaires", exact: true });
  await expect(section).toContainText("KOOS");
  await snapshot(page, "my-care");
  await section.getByRole("link", { name: /^Start KOOS/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: /^KOOS/ })).toBeVisible();
  await expect(page.getByRole("group", { name: "Do you have swelling in your knee?" })).toBeVisible();
  await snapshot(page, "first-question");
  for (let at = 1; at <= 21; at++) await answer(page, at);

  // A reload keeps the place; coming back from My care later carries on after the last answer saved.
  await page.reload();
  await expect(page.getByText("Question 22 of 42", { exact: true })).toBeVisible();
  await page.goto("/my-care");
  await page
    .getByRole("region", { name: "Questionnaires", exact: true })
    .getByRole("link", { name: /^Carry on with KOOS/ })
    .click();
  await expect(page.getByText("Question 22 of 42", { exact: true })).toBeVisible();
  await snapshot(page, "resumed");
  // The answer given before the reload is still chosen.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Question 21 of 42", { exact: true })).toBeVisible();
  await expect(page.getByRole("radio").nth(1)).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();

  for (let at = 22; at <= 42; at++) await answer(page, at, at === 30);
  await expect(page.getByRole("heading", { level: 2, name: "Check and send" })).toBeFocused();
  await expect(page.getByText("You have answered 41 of 42 questions.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Question 30: / })).toHaveAttribute("href", /\?question=30$/);
  await snapshot(page, "review");
  await page.getByRole("button", { name: "Send my answers" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Sent, thank you" })).toBeVisible();
  await page.getByText("Your answers", { exact: true }).click();
  await expect(page.getByRole("definition").first()).toHaveText("Rarely");
  await snapshot(page, "sent");
  // Sent is read-only: a question's address shows the sent questionnaire, and My care lists nothing to do.
  await page.goto(`${page.url()}?question=3`);
  await expect(page.getByRole("heading", { level: 2, name: "Sent, thank you" })).toBeVisible();
  await page.goto("/my-care");
  await expect(page.getByRole("region", { name: "Questionnaires", exact: true })).toHaveCount(0);

  // The practitioner sees it sent, with the way to the scores.
  await page.goto(tab);
  const sent = page.getByRole("row").filter({ hasText: "KOOS" });
  await expect(sent).toContainText("Submitted");
  await expect(sent.getByRole("link", { name: "See the scores" })).toHaveAttribute("href", /\/admin\/patients\/[\w-]+\/progress$/);
  await snapshot(page, "practitioner-sent");

  // The score and its chart: every answer the second box (1 point of 4), so each subscale is 75.
  await sent.getByRole("link", { name: "See the scores" }).click();
  await expect(page.getByRole("heading", { level: 3, name: /^KOOS/ })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: /^Pain/ }).first()).toContainText("75");
  await expect(page.locator("canvas").first()).toBeVisible();
  await snapshot(page, "practitioner-scores");
});

/**
 * One asked by mistake is withdrawn from the tab before the patient sends it, and leaves their My care; the
 * schedule after surgery is stopped and started again.
 */
test("a questionnaire withdrawn by the practitioner is no longer asked of the patient, and the schedule stops and starts", async ({
  page,
  baseURL,
}) => {
  const { email } = await questionnairesTabOfNewPatient(page, baseURL, "withdrawn", "Wren Withdrawn");
  await page.getByRole("combobox", { name: "Questionnaire" }).selectOption({ label: "IKDC 2000 Subjective Knee Evaluation Form" });
  await page.getByRole("button", { name: "Ask and email the patient" }).click();
  const row = page.getByRole("row").filter({ hasText: "IKDC" });
  await expect(row).toContainText("Due");

  await row.getByRole("button", { name: "Withdraw IKDC 2000 Subjective Knee Evaluation Form" }).click();
  await expect(row.getByRole("status")).toHaveText("Withdrawn: it no longer shows in the patient's My care");
  await expect(row).toContainText("Cancelled");
  await expect(row.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);
  await snapshot(page, "practitioner-withdrawn");

  // The schedule after surgery stopped for this patient, then started again.
  const schedule = page.getByRole("region", { name: "The schedule" });
  await schedule.getByRole("button", { name: "Stop the schedule" }).click();
  await expect(schedule.getByRole("status")).toHaveText("Stopped: nothing more is asked on the schedule");
  await expect(schedule).toContainText(/^The scheduleStopped on /);
  await snapshot(page, "practitioner-schedule-stopped");
  await schedule.getByRole("button", { name: "Start the schedule again" }).click();
  await expect(schedule.getByRole("status")).toContainText("The schedule runs again");
  await expect(schedule.getByRole("button", { name: "Stop the schedule" })).toBeVisible();

  // With nothing left to answer, My care has no questionnaires section at all.
  await signInAsPatient(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "My care" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Questionnaires", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /IKDC/ })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** Each screen is a plain form post: asked, answered, gone back to and resumed with no script at all. */
  test("an IKDC is asked and answered by plain form posts", async ({ page, baseURL }) => {
    const { email } = await questionnairesTabOfNewPatient(page, baseURL, "nojs", "Nico Noscript");
    await page.getByRole("combobox", { name: "Questionnaire" }).selectOption({ label: "IKDC 2000 Subjective Knee Evaluation Form" });
    await page.getByRole("button", { name: "Ask and email the patient" }).click();
    await expect(page.getByRole("row").filter({ hasText: "IKDC" })).toContainText("Due");

    await signInAsPatient(page, email);
    await page
      .getByRole("region", { name: "Questionnaires", exact: true })
      .getByRole("link", { name: /^Start IKDC/ })
      .click();
    await expect(page.getByText("Question 1 of 19", { exact: true })).toBeVisible();
    await page.getByRole("radio").nth(2).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Question 2 of 19", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Question 1 of 19", { exact: true })).toBeVisible();
    await expect(page.getByRole("radio").nth(2)).toBeChecked();
    await page.goto("/my-care");
    await page
      .getByRole("region", { name: "Questionnaires", exact: true })
      .getByRole("link", { name: /^Carry on with IKDC/ })
      .click();
    // Gone back to the first question, that is where the patient carries on, its answer kept.
    await expect(page.getByText("Question 1 of 19", { exact: true })).toBeVisible();
    await expect(page.getByRole("radio").nth(2)).toBeChecked();
  });
});
