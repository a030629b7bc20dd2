import { expect as baseExpect, hydrated, test, type Page } from "./support/test.ts";
import { expectDistinctLinkNames, signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { paidBooking } from "./support/paid-booking.ts";

// A whole journey through a production server on a busy machine: give it room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * The practitioner's clinical note of a consultation (docs/decisions/0046): opened from the appointment's
 * card, written as a draft that saves itself and survives a reload, signed (then read only), followed by an
 * addendum; the patient's access log lists each of those. Every page passes axe and is photographed.
 */

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`notes-${name}-${test.info().project.name}.png`), fullPage: true });
  await expectDistinctLinkNames(page);
  await expectNoAxeViolations(page);
}

test("a consultation's note: drafted from its card, kept across a reload, signed, then an addendum, all in the access log", async ({
  page,
  baseURL,
  request,
}) => {
  const project = test.info().project.name;
  const name = `Nora Notes ${project}`;
  const email = `notes-${project}-${Date.now()}@example.com`;
  await paidBooking(page.request, email, "latest", { name });

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin?${new URLSearchParams({ q: email }).toString()}`);
  const card = page.getByRole("listitem").filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "Clinical note" }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Clinical note" })).toBeVisible();
  await expect(page.getByText(/^Consultation \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m AE[SD]T$/)).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  const noteUrl = page.url();
  await snapshot(page, "draft");

  // Typing saves the draft a moment after it stops.
  const subjective = page.getByLabel("What the patient reports");
  const injured = page.getByRole("group", { name: "Injured knee" });
  // The save that carries the last field typed (each save posts the whole form).
  const autosaved = page.waitForResponse((response) => {
    const posted = new URLSearchParams(response.request().postData() ?? "");
    return posted.get("intent") === "autosave" && posted.get("plan") === "Quads sets, heel slides; review in two weeks.";
  });
  await subjective.fill("Knee felt unstable on stairs; no giving way since last week.");
  await injured.getByLabel("Flexion", { exact: true }).fill("118");
  await injured.getByLabel("Extension", { exact: true }).fill("3");
  await page.getByLabel("Effusion").selectOption("1+");
  await page.getByLabel("Treatment and next steps").fill("Quads sets, heel slides; review in two weeks.");
  expect((await autosaved).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: /^Draft saved / })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(subjective).toHaveValue("Knee felt unstable on stairs; no giving way since last week.");
  await expect(injured.getByLabel("Flexion", { exact: true })).toHaveValue("118");
  await expect(page.getByLabel("Effusion")).toHaveValue("1+");
  await expect(page.getByLabel("Treatment and next steps")).toHaveValue("Quads sets, heel slides; review in two weeks.");

  // Signing asks first, and says it is final.
  await page.getByLabel("Clinical impression").fill("Quadriceps inhibition, improving.");
  await page.getByRole("button", { name: "Sign note" }).click();
  const confirm = page.getByRole("dialog", { name: "Sign this note?" });
  await expect(confirm).toContainText("Signing is final");
  await confirm.getByRole("button", { name: "Sign the note" }).click();

  await expect(page.getByText(/^Signed \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m AE[SD]T\. This note is final/)).toBeVisible();
  await expect(page.getByLabel("What the patient reports")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  await expect(page.getByText("Quadriceps inhibition, improving.")).toBeVisible();
  await expect(page.getByRole("row", { name: "Injured 118° 3°" })).toBeVisible();

  await page.getByRole("textbox", { name: "Addendum" }).fill("Patient phoned: swelling settled overnight.");
  await page.getByRole("button", { name: "Add addendum" }).click();
  const addenda = page.getByRole("region", { name: "Addenda" }).getByRole("listitem");
  await expect(addenda).toHaveCount(1);
  await expect(addenda).toContainText("Patient phoned: swelling settled overnight.");
  await expect(addenda).toContainText(/^Added \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m AE[SD]T/);
  await expect(page.getByRole("textbox", { name: "Addendum" })).toHaveValue("");
  await snapshot(page, "signed");

  await page.getByRole("link", { name: "All notes" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Clinical notes" })).toBeVisible();
  const listed = page.getByRole("list", { name: "Clinical notes" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Signed");
  await snapshot(page, "list");

  await page.getByRole("navigation", { name: "Patient record" }).getByRole("link", { name: "Access log" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Access log" })).toBeVisible();
  const rows = page.getByRole("row");
  for (const what of [
    "Clinical notes listed",
    "Addendum added to a clinical note",
    "Clinical note signed",
    "Clinical note opened",
    "Clinical note saved",
  ]) {
    await expect(rows.filter({ hasText: what }).first()).toContainText("Practitioner");
  }
  // Newest first: the list read last, the note made first.
  await expect(rows.nth(1)).toContainText("Clinical notes listed");
  await expect(rows.last()).toContainText("Clinical note saved");
  await snapshot(page, "access-log");

  // Without a session, the pages and their posts go to the sign-in page and change nothing.
  const origin = new URL(baseURL!).origin;
  const notesUrl = noteUrl.replace(/\/[^/]+$/, "");
  for (const url of [noteUrl, notesUrl, notesUrl.replace(/notes$/, "access-log")]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(302);
    expect(response.headers().location, url).toMatch(/\/admin-login$/);
  }
  const post = await request.post(noteUrl, {
    form: { intent: "addendum", text: "Not the practitioner" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  await page.goto(noteUrl);
  await expect(addenda).toHaveCount(1);
});
