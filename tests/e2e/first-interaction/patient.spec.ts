import { expect as baseExpect, test, type Page } from "#tests/e2e/support/test.ts";
import { openBeforeHydration } from "#tests/e2e/support/first-interaction.ts";
import { receivedMail, waitForMail } from "#tests/e2e/support/mailbox.ts";
import { manageLinkFromConfirmation, paidBooking } from "#tests/e2e/support/paid-booking.ts";
import { sendPaymentLink } from "#tests/e2e/support/payment-link.ts";
import { samplePdf } from "#tests/support/sample-documents.ts";

/**
 * The patient's and the referrer's pages on a slow phone, acted on before their script has arrived: the
 * referral (its document included), the cancel and the balance's payment are sent once as the page's plain
 * posts, nothing typed is lost, and the home page's controls work as they are.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const field = (page: Page, label: string) =>
  page.getByRole("form", { name: "Referral form" }).getByRole("textbox", { name: label, exact: true });
const unique = (label: string) => `${label}-${test.info().project.name}-${Date.now()}`;

async function fillReferrer(page: Page, email: string, patientEmail = "sam.taylor@example.com") {
  await field(page, "Your Full Name").fill("Dr Early Referrer");
  await field(page, "Clinic/Hospital Name").fill("Northside Sports Medicine");
  await field(page, "Your Email").fill(email);
  await field(page, "Clinic Phone Contact").fill("03 9123 4567");
  await field(page, "Patient Full Name").fill("Sam Taylor");
  await field(page, "Patient Email").fill(patientEmail);
}

test("a referral typed, its file chosen and sent before hydration is received once, with the file", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/healthcare-referrals");
  const email = `${unique("early")}@northside.example`;
  const filename = `${unique("report")}.pdf`;
  const pdf = samplePdf(`Early report ${filename}`);
  await fillReferrer(page, email);
  await page.getByLabel("Attachments (optional)").setInputFiles({ name: filename, mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Submit Referral" }).click();
  await expect(page.getByRole("heading", { name: "Referral Submitted!" })).toBeVisible();
  await hydrate();
  await expect(page.getByRole("heading", { name: "Referral Submitted!" })).toBeVisible();

  const toPractice = await waitForMail((mail) => mail.attachments.some((a) => a.filename === filename));
  expect(toPractice.attachments[0]?.content.equals(pdf)).toBe(true);
  await waitForMail((mail) => mail.envelopeTo.includes(email));
  // Exactly one referral: one practice mail with the file, one acknowledgement, and no more after a pause.
  await page.waitForTimeout(2_000);
  expect(receivedMail().filter((mail) => mail.attachments.some((a) => a.filename === filename))).toHaveLength(1);
  expect(receivedMail().filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
});

test("a referral sent before hydration with a mistake comes back with every typed field, and is sent once corrected", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/refer");
  const email = `${unique("corrected")}@northside.example`;
  await fillReferrer(page, email, "sam@");
  await field(page, "Clinical Notes (optional)").fill("Hamstring graft, 6 weeks.");
  await page.getByRole("button", { name: "Submit Referral" }).click();
  await expect(page.locator("#referral-form-patientEmail-error")).toHaveText("Please enter a valid patient email address");
  await hydrate();
  await expect(field(page, "Your Email")).toHaveValue(email);
  await expect(field(page, "Patient Email")).toHaveValue("sam@");
  await expect(field(page, "Clinical Notes (optional)")).toHaveValue("Hamstring graft, 6 weeks.");

  await field(page, "Patient Email").fill("sam.taylor@example.com");
  await page.getByRole("button", { name: "Submit Referral" }).click();
  await expect(page.getByRole("heading", { name: "Referral Submitted!" })).toBeVisible();
  await waitForMail((mail) => mail.envelopeTo.includes(email));
  await page.waitForTimeout(2_000);
  expect(receivedMail().filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
});

test("on the manage-booking page, cancel and its confirmation pressed before hydration cancel the appointment once", async ({ page }) => {
  const email = `${unique("cancel-early")}@example.com`;
  await paidBooking(page.request, email);
  const manage = await manageLinkFromConfirmation(email);
  const hydrate = await openBeforeHydration(page, manage);
  await page.getByRole("link", { name: "Cancel appointment" }).click();
  const confirmation = page.getByRole("region", { name: "Cancel this appointment?" });
  await expect(confirmation).toContainText("deposit is refunded in full");
  await confirmation.getByRole("button", { name: "Cancel and refund my deposit" }).click();
  await expect(page.getByRole("heading", { name: "This appointment is cancelled" })).toBeVisible();
  await hydrate();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();

  const cancelled = (mail: { envelopeTo: string[]; subject: string }) =>
    mail.envelopeTo.includes(email) && mail.subject.startsWith("Appointment cancelled");
  await waitForMail(cancelled);
  await page.waitForTimeout(2_000);
  expect(receivedMail().filter(cancelled)).toHaveLength(1);
});

test("on the balance page, 'Pay' and the test approval pressed before hydration pay the balance once", async ({ page, baseURL }) => {
  const email = `${unique("balance-early")}@example.com`;
  const path = await sendPaymentLink(page.request, baseURL!, await paidBooking(page.request, email));
  const hydrate = await openBeforeHydration(page, path);
  await page.getByRole("button", { name: "Pay $90 balance (test payment)" }).click();
  await page.getByRole("button", { name: "Approve test payment" }).click();
  await expect(page.getByRole("heading", { name: "Balance paid" })).toBeVisible();
  await hydrate();
  await expect(page.getByText("Payment Successful", { exact: true })).toBeVisible();

  const receipt = (mail: { envelopeTo: string[]; subject: string }) =>
    mail.envelopeTo.includes(email) && mail.subject.startsWith("Receipt:");
  await waitForMail(receipt);
  await page.waitForTimeout(2_000);
  expect(receivedMail().filter(receipt)).toHaveLength(1);
});

test("the home page's controls work before hydration", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/");
  await page.getByRole("link", { name: "View Courses" }).click();
  await expect(page).toHaveURL(/\/#courses$/);
  await expect(page.locator("#courses")).toBeInViewport();
  await page.getByRole("link", { name: "Access Portal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Healthcare Professional Referral Portal" })).toBeVisible();
  await hydrate();
  await expect(page.getByRole("form", { name: "Referral form" })).toBeVisible();
});
