import { readFile } from "node:fs/promises";
import { samplePdf, toDataUrl } from "#tests/support/sample-documents.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { expect as baseExpect, test, type Page } from "./support/test.ts";
import { expectDistinctLinkNames, signInAsAdmin } from "./support/admin.ts";
import { availabilityFields, saveAvailabilityFields } from "./support/availability.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { sharedSettings } from "./support/shared-settings.ts";

// Whole journeys through a production server on a busy machine: give them room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 300_000 });

/**
 * The practitioner's inbox and settings: what the public pages send arrives in the admin, the
 * referral's document downloads byte-exact, a change of hours reaches the public booking section, and
 * every new page passes axe at both widths (each page is also photographed for a person to look at).
 */

/** Each page photographed for a person to look at, and its links' names checked: one name, one place. */
async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`admin-${name}.png`), fullPage: true });
  await expectDistinctLinkNames(page);
}

test("a referral with a PDF, as the public form sends it, is read, downloaded and marked handled in the admin", async ({
  page,
  baseURL,
}) => {
  const project = test.info().project.name;
  const patient = `Inbox Patient ${project} ${Date.now()}`;
  const filename = `op-report-inbox-${project}.pdf`;
  const pdf = samplePdf(`Operation report for the inbox (${project})`);

  // Sent as the public form sends it (its own steps are referrals.spec.ts's).
  const sent = await page.request.post("/api/referrals", {
    data: {
      ...sampleReferral,
      email: `priya.inbox.${project}@northside.example`,
      patientName: patient,
      joinNetwork: true,
      attachment: { filename, contentType: "application/pdf", data: toDataUrl(pdf, "application/pdf") },
    },
  });
  expect(sent.status()).toBe(201);

  await signInAsAdmin(page, baseURL);
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: /Referrals \d+ new/ })).toBeVisible();
  await nav.getByRole("link", { name: /Referrals/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
  const row = page.getByRole("link").filter({ hasText: patient });
  await expect(row).toContainText("New");
  await expect(row).toContainText("joins the network");
  await snapshot(page, `referrals-${project}`);
  await expectNoAxeViolations(page);

  await row.click();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`Referral for ${patient}`) })).toBeVisible();
  await expect(page.getByText("Left ACL reconstruction 12 March, hamstring graft. Quads lag at 6 weeks.")).toBeVisible();
  await expect(page.getByText(`priya.inbox.${project}@northside.example`)).toBeVisible();
  await expect(page.getByText("Yes, wants to join")).toBeVisible();
  await snapshot(page, `referral-${project}`);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: new RegExp(`Download ${filename}`) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(filename);
  expect((await readFile((await file.path())!)).equals(pdf)).toBe(true);

  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("button", { name: "Mark handled" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2 }).getByText("Handled")).toBeVisible();
});

test("a contact message appears in Messages with a reply link, and the outbox shows its mail", async ({ page, baseURL }) => {
  const project = test.info().project.name;
  const subject = `Return to netball (${project} ${Date.now()})`;
  // Sent as the contact form sends it (its own steps are contact.spec.ts's).
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Sam Lee",
      email: "sam.lee@example.com",
      subject,
      message: "I had ACL surgery in March. When can I start running again?",
    },
  });
  expect(sent.status()).toBe(201);

  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const row = page.getByRole("link").filter({ hasText: subject });
  await expect(row).toContainText("Sam Lee");
  await snapshot(page, `messages-${project}`);
  await expectNoAxeViolations(page);

  await row.click();
  await expect(page.getByText("When can I start running again?", { exact: false })).toBeVisible();
  const reply = page.getByRole("link", { name: "Reply" });
  await expect(reply).toHaveAttribute("href", `mailto:sam.lee@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`);
  await snapshot(page, `message-${project}`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("button", { name: "Mark handled" })).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /Outbox/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  const mail = page.getByRole("listitem").filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  await snapshot(page, `outbox-${project}`);
  await expectNoAxeViolations(page);
  await mail.getByRole("link").click();
  await expect(page.getByText("When can I start running again?", { exact: false })).toBeVisible();
  await snapshot(page, `outbox-message-${project}`);
  await expectNoAxeViolations(page);
});

test("the availability page passes axe", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/availability");
  await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Next times offered" })).toBeVisible();
  await snapshot(page, `availability-${test.info().project.name}`);
  await expectNoAxeViolations(page);
});

// Every booking test's times change with the hours: this one runs alone, after all the others (sharedSettings).
test("a change of hours changes the public booking section's times", sharedSettings, async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/availability");
  // The hours as they were, put back at the end as the form posts them.
  const saved = await availabilityFields(page);
  try {
    // Every day from 06:00 to 06:30 only: a time the default hours never offer.
    const removals = page.getByRole("button", { name: /^Remove (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day / });
    while ((await removals.count()) > 0) await removals.first().click();
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      await page.getByRole("button", { name: `Add hours on ${day}` }).click();
      await page.getByLabel(`${day} from`).fill("06:00");
      await page.getByLabel(`${day} until`).fill("06:30");
    }
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByText("Availability saved", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next times offered" }).locator("..").getByRole("listitem").first()).toContainText(
      "6:00 am",
    );

    await page.goto("/book");
    const times = page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
    await expect(times.first()).toBeVisible();
    for (const time of await times.allTextContents()) expect(time).toContain("6:00 am");
  } finally {
    await saveAvailabilityFields(page, baseURL, saved);
  }
});
