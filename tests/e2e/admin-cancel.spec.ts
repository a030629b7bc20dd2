import { signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expectTimesInsideNotice } from "./support/inside-notice.ts";
import { waitForMail } from "./support/mailbox.ts";
import { paidBooking } from "./support/paid-booking.ts";
import { expect as baseExpect, test, type Page } from "./support/test.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
// A payment, the dashboard and two mails on a busy two-core machine: give it room.
test.describe.configure({ timeout: 180_000 });

/**
 * The practitioner cancels from the dashboard's card: the dialog chooses to refund the
 * deposit or keep it whatever the notice (the patient's rule binds the patient, not the practice). Each
 * choice is checked in the card, in the API's record and in the patient's cancellation mail.
 */
const project = () => test.info().project.name;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`admin-cancel-${name}-${project()}.png`), fullPage: false });

async function openCancelDialog(page: Page, email: string) {
  await page.goto("/admin");
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(email);
  const card = page.getByRole("listitem").filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "Cancel appointment" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Sam Patient's appointment?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("group", { name: "The $90 deposit" })).toBeVisible();
  return { card, dialog };
}

/** A cancelled appointment leaves Upcoming for Past, marked cancelled: its card there, and its record. */
async function expectCancelledInPast(page: Page, email: string) {
  const upcoming = page.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem").filter({ hasText: email });
  await expect(upcoming).toHaveCount(0);
  await page.getByRole("group", { name: "Which appointments" }).getByRole("button", { name: "Past" }).click();
  const card = page.getByRole("list", { name: "Past appointments" }).getByRole("listitem").filter({ hasText: email });
  await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel appointment" })).toHaveCount(0);
  const answer = (await (await page.request.get(`/api/admin/appointments?view=past&q=${encodeURIComponent(email)}`)).json()) as {
    appointments: { id: string; email: string; cancelled: boolean; receipts: { kind: string }[] }[];
  };
  return { card, record: answer.appointments.find((appointment) => appointment.email === email) };
}

const cancellationMail = (email: string) =>
  waitForMail((mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith("Appointment cancelled"));

test("the practitioner refunds the deposit of an appointment inside the patient's notice (the rule waived)", async ({ page, baseURL }) => {
  const email = `admin-cancel-refund-${project()}@example.com`;
  // Inside the notice the patient's own cancellation would keep the deposit; the practice may refund it.
  await expectTimesInsideNotice(page, 1);
  const id = await paidBooking(page.request, email, "earliest");
  await signInAsAdmin(page, baseURL);

  const { card, dialog } = await openCancelDialog(page, email);
  await expect(dialog.getByRole("radio", { name: "Refund the deposit" })).toBeChecked();
  await expectNoAxeViolations(page);
  await shot(page, "dialog-refund");
  await dialog.getByRole("button", { name: "Cancel appointment" }).click();

  // exact: the toast's live region repeats its words in one longer text.
  await expect(page.getByText("The $90 deposit has been refunded.", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  const past = await expectCancelledInPast(page, email);
  await expect(past.card.getByRole("link", { name: /^Credit note CN-\d{6} \(PDF\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "cancelled-refunded");
  expect(past.record).toMatchObject({ id, cancelled: true });

  const mail = await cancellationMail(email);
  expect(mail.text).toContain("Your $90 deposit is being refunded in full");
  const invite = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(invite?.content.toString("utf8")).toContain("METHOD:CANCEL");
  // The refund's credit note goes with it.
  expect(mail.attachments.some((attachment) => attachment.contentType === "application/pdf")).toBe(true);
});

test("the practitioner keeps the deposit of an appointment well outside the notice", async ({ page, baseURL }) => {
  const email = `admin-cancel-keep-${project()}@example.com`;
  const id = await paidBooking(page.request, email);
  await signInAsAdmin(page, baseURL);

  const { card, dialog } = await openCancelDialog(page, email);
  await dialog.getByRole("radio", { name: "Keep the deposit" }).check();
  await expect(dialog.getByRole("radio", { name: "Refund the deposit" })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await shot(page, "dialog-keep");
  await dialog.getByRole("button", { name: "Cancel appointment" }).click();

  await expect(page.getByText("The $90 deposit is kept.", { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  const past = await expectCancelledInPast(page, email);
  await shot(page, "cancelled-kept");
  expect(past.record).toMatchObject({ id, cancelled: true });
  expect(past.record!.receipts.map((receipt) => receipt.kind)).toEqual(["deposit"]);

  const mail = await cancellationMail(email);
  expect(mail.text).toContain("Your $90 deposit is not refunded.");
  expect(mail.text).not.toContain("being refunded");
  expect(mail.attachments.some((attachment) => attachment.contentType === "application/pdf")).toBe(false);
});
