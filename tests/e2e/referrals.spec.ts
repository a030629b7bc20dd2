import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test.ts";
import { createEncryptedFileStore } from "#integrations/storage/encrypted-file-store.ts";
import { samplePdf, samplePng } from "#tests/support/sample-documents.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForMail } from "./support/mailbox.ts";
import { desktopOnly } from "./support/widths.ts";

const referrer = {
  "Your Full Name": "Dr Priya Nair",
  "Clinic/Hospital Name": "Northside Sports Medicine",
  "Your Email": "priya@northside.example",
  "Clinic Phone Contact": "03 9123 4567",
  "Patient Full Name": "Sam Taylor",
  "Patient Email": "sam.taylor@example.com",
} as const;

const typeMessage = "Only PDF, Word, JPEG and PNG files are accepted";

const form = (page: Page) => page.getByRole("form", { name: "Referral form" });
/** A text field by its label, without the visual required mark (it is hidden from assistive tech). */
const field = (page: Page, label: string) => form(page).getByRole("textbox", { name: label, exact: true });
const fileInput = (page: Page) => page.getByLabel("Attachments (optional)");
/** A field's message (the first one is also repeated above the form). */
const fieldError = (page: Page, message: string) => form(page).locator('[id$="-error"]').getByText(message, { exact: true });
/** The form's post once the page has hydrated (React Router's single fetch, at /healthcare-referrals/_.data). */
const referralPost = /\/healthcare-referrals\/?_?\.data/;
const submitButton = (page: Page) => page.getByRole("button", { name: "Submit Referral" });

async function fillReferral(page: Page, values: Partial<Record<keyof typeof referrer, string>> = referrer) {
  for (const [label, value] of Object.entries(values)) {
    await field(page, label).fill(value);
  }
}

test.describe("referral portal", () => {
  // Several axe runs and a 6 MB file per test: more than the default 30 s on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  for (const route of ["/healthcare-referrals", "/refer"]) {
    test(`${route} shows the portal: headline, sections, fields, notes, For Patients`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveTitle("Healthcare Professional Referral Portal | ACL Telehealth Physio");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Healthcare Professional Referral Portal");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        "https://acltelehealthphysio.com.au/healthcare-referrals",
      );
      await expect(form(page).getByRole("group", { name: "Your Information" })).toBeVisible();
      await expect(form(page).getByRole("group", { name: "Patient Information" })).toBeVisible();
      for (const label of [
        "Your Full Name*",
        "Clinic/Hospital Name*",
        "Your Email*",
        "Clinic Phone Contact*",
        "Patient Full Name*",
        "Patient Email*",
      ]) {
        await expect(
          form(page)
            .locator("label", { hasText: label.slice(0, -1) })
            .first(),
        ).toHaveText(label);
        await expect(field(page, label.slice(0, -1))).toHaveAttribute("required", "");
      }
      await expect(field(page, "Clinical Notes (optional)")).toBeVisible();
      await expect(fileInput(page)).toBeAttached();
      await expect(page.getByText("Accepted file types: PDF, Word, JPEG, PNG (max. 5MB)")).toBeVisible();
      const network = form(page).getByRole("checkbox", { name: /Join our professional network/ });
      await expect(network).not.toBeChecked();
      await expect(page.getByText(/Your referral goes securely to our team's mailbox/)).toBeVisible();
      await expect(form(page).getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
      const patients = page.getByRole("region", { name: "For Patients" });
      await expect(patients.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/book-consultation");
      await expect(submitButton(page)).toBeEnabled();
      await expectNoAxeViolations(page);
    });
  }

  test("shows the spec's message under every required field, keeping what was typed", async ({ page }) => {
    await page.goto("/healthcare-referrals");
    await submitButton(page).click();
    for (const message of [
      "Please enter your name",
      "Please enter your clinic or hospital name",
      "Please enter a valid email address",
      "Please enter a valid clinic phone number",
      "Please enter the patient's name",
      "Please enter a valid patient email address",
    ]) {
      await expect(fieldError(page, message)).toBeVisible();
    }
    await expect(field(page, "Your Full Name")).toBeFocused();
    await expect(field(page, "Your Full Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await fillReferral(page, { "Your Full Name": "D", "Your Email": "priya@", "Clinic Phone Contact": "1234567", "Patient Email": "sam@" });
    await submitButton(page).click();
    await expect(fieldError(page, "Please enter a valid clinic phone number")).toBeVisible();
    await expect(fieldError(page, "Please enter a valid patient email address")).toBeVisible();
    await expect(field(page, "Your Email")).toHaveValue("priya@");
    await expect(field(page, "Patient Email")).toHaveValue("sam@");
  });

  test("refuses a text file, a 6 MB file and several files, with the spec's messages and the form kept", async ({ page }) => {
    await page.goto("/healthcare-referrals");
    await fillReferral(page);
    const text = Buffer.from("Patient notes typed in a text editor.");

    await fileInput(page).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: text });
    await submitButton(page).click();
    await expect(fieldError(page, typeMessage)).toBeVisible();
    await expect(fileInput(page)).toBeFocused();

    // Refused in the browser, without sending 6 MB.
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await fileInput(page).setInputFiles({ name: "mri.pdf", mimeType: "application/pdf", buffer: samplePdf("MRI", 6 * 1024 * 1024) });
    await submitButton(page).click();
    await expect(fieldError(page, "File size must be less than 5MB")).toBeVisible();
    expect(posted).toBe(false);

    // Two files dropped on the attachment zone at once.
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["%PDF-1.4 a"], "a.pdf", { type: "application/pdf" }));
      transfer.items.add(new File(["%PDF-1.4 b"], "b.pdf", { type: "application/pdf" }));
      return transfer;
    });
    await page.getByTestId("attachment-drop-zone").dispatchEvent("drop", { dataTransfer });
    await submitButton(page).click();
    await expect(fieldError(page, "Please upload a single file")).toBeVisible();
    await expect(field(page, "Your Full Name")).toHaveValue("Dr Priya Nair");
    await expectNoAxeViolations(page);
  });

  test("shows the server's refusal of a renamed text file under the attachment field, the file still chosen", async ({ page }) => {
    // The name and the declared type pass the schema; the content is checked when the referral is received.
    await page.goto("/healthcare-referrals");
    await fillReferral(page);
    const text = Buffer.from("Patient notes typed in a text editor.");
    await fileInput(page).setInputFiles({ name: "op-report.pdf", mimeType: "application/pdf", buffer: text });
    await submitButton(page).click();
    await expect(fieldError(page, typeMessage)).toBeVisible();
    await expect(fileInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Your Full Name")).toHaveValue("Dr Priya Nair");
    expect(await fileInput(page).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("op-report.pdf");
    await expect(form(page).getByText(/please choose it again/)).toHaveCount(0);
  });

  test("sends a referral with a PDF: 'Submitting...', the 'Referral Submitted!' panel, then an empty form; the practice receives the PDF by mail", async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name;
    const email = `priya.${project}@northside.example`;
    const filename = `op-report-${project}.pdf`;
    const pdf = samplePdf(`Operation report (${project})`);
    await page.goto("/healthcare-referrals");
    await fillReferral(page, { ...referrer, "Your Email": email });
    await field(page, "Clinical Notes (optional)").fill("Left ACL reconstruction 12 March, hamstring graft.");
    await form(page)
      .getByRole("checkbox", { name: /Join our professional network/ })
      .check();
    await fileInput(page).setInputFiles({ name: filename, mimeType: "application/pdf", buffer: pdf });

    // Hold the post so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(referralPost, async (route) => {
      await held;
      await route.continue();
    });
    await submitButton(page).click();
    const sending = form(page).getByRole("button", { name: "Submitting..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByRole("heading", { name: "Referral Submitted!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Referral Submitted!" })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Submit Another Referral" }).click();
    for (const label of Object.keys(referrer)) {
      await expect(field(page, label)).toHaveValue("");
    }
    await expect(field(page, "Clinical Notes (optional)")).toHaveValue("");
    await expect(form(page).getByRole("checkbox", { name: /Join our professional network/ })).not.toBeChecked();

    // Over SMTP, from the outbox: the practice's copy with the document byte-exact; the referrer's
    // acknowledgement naming the patient by initials only.
    const toPractice = await waitForMail((mail) => mail.attachments.some((a) => a.filename === filename));
    expect(toPractice.envelopeTo).toEqual(["hello@acltelehealthphysio.com.au"]);
    expect(toPractice.text).toContain("Left ACL reconstruction 12 March, hamstring graft.");
    expect(toPractice.attachments[0]?.content.equals(pdf)).toBe(true);
    const acknowledgement = await waitForMail((mail) => mail.envelopeTo.includes(email));
    expect(acknowledgement.subject).toBe("Referral received: patient S.T.");
    expect(acknowledgement.text).not.toContain("Sam Taylor");
    expect(acknowledgement.text).not.toContain("hamstring");
  });

  test(
    "sends a referral with a PNG from /refer, and no address of the site serves the stored file",
    desktopOnly,
    async ({ page, request }) => {
      const dataDir = process.env.E2E_DATA_DIR ?? "";
      const filesDir = path.join(dataDir, "referral-files");
      const list = () => (existsSync(filesDir) ? readdirSync(filesDir) : []);
      const before = new Set(list());

      await page.goto("/refer");
      await fillReferral(page);
      const png = samplePng(64, 64);
      await fileInput(page).setInputFiles({ name: "knee-xray.png", mimeType: "image/png", buffer: png });
      await submitButton(page).click();
      await expect(page.getByRole("heading", { name: "Referral Submitted!" })).toBeVisible();

      // Other tests store files at the same time: find ours by decrypting with the run's key.
      const store = createEncryptedFileStore({ directory: filesDir, key: Buffer.from(process.env.E2E_REFERRAL_FILE_KEY ?? "", "base64") });
      let name = "";
      for (const candidate of list().filter((file) => !before.has(file))) {
        const plain = Buffer.from(await store.get(candidate.replace(/\.enc$/, "")));
        if (plain.equals(png)) name = candidate;
      }
      expect(name, "the PNG is stored, and decrypts byte-exact").not.toBe("");
      expect(readFileSync(path.join(filesDir, name)).includes(png.subarray(0, 8))).toBe(false);
      const key = name.replace(/\.enc$/, "");
      for (const url of [
        `/${name}`,
        `/referral-files/${name}`,
        `/data/referral-files/${name}`,
        `/assets/${name}`,
        `/../data/referral-files/${name}`,
        `/%2e%2e/data/referral-files/${name}`,
        `/api/referrals/${key}`,
        `/api/referral-files/${key}`,
        "/data/referral-file.key",
      ]) {
        const response = await request.get(url);
        expect.soft(response.status(), url).toBe(404);
        const body = await response.body();
        expect.soft(body.includes(png.subarray(0, 8)), url).toBe(false);
      }
    },
  );

  test("a connection that drops keeps the form as typed, with a message", async ({ page }) => {
    await page.goto("/healthcare-referrals");
    await fillReferral(page);
    await page.route(referralPost, (route) => route.abort("internetdisconnected"));
    await submitButton(page).click();
    await expect(page.getByRole("alert")).toContainText("The referral could not be sent.");
    await expect(submitButton(page)).toBeEnabled();
    await expect(field(page, "Your Full Name")).toHaveValue("Dr Priya Nair");
  });

  test("the privacy page gives the practice's identity", async ({ page }) => {
    await page.goto("/healthcare-referrals");
    await form(page).getByRole("link", { name: "privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const identity = page.getByRole("region", { name: "Who we are" });
    for (const text of ["Jordan Ellis", "PHY0001234567", "12 345 678 901", "hello@acltelehealthphysio.com.au", "(03) 9000 1234"]) {
      await expect(identity).toContainText(text);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe("referral portal without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 60_000 });

  test("sends a referral with its PDF as a plain post and shows 'Referral Submitted!'", async ({ page }, testInfo) => {
    const filename = `nojs-${testInfo.project.name}.pdf`;
    const pdf = samplePdf(`No script (${testInfo.project.name})`);
    await page.goto("/healthcare-referrals");
    await fillReferral(page, { ...referrer, "Your Email": `nojs.${testInfo.project.name}@northside.example` });
    await fileInput(page).setInputFiles({ name: filename, mimeType: "application/pdf", buffer: pdf });
    await submitButton(page).click();
    await expect(page.getByRole("heading", { name: "Referral Submitted!" })).toBeVisible();
    const toPractice = await waitForMail((mail) => mail.attachments.some((a) => a.filename === filename));
    expect(toPractice.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  test("shows the errors with every typed field kept, and asks for the file again", async ({ page }) => {
    await page.goto("/refer");
    await fillReferral(page, { ...referrer, "Patient Email": "sam@" });
    await field(page, "Clinical Notes (optional)").fill("Hamstring graft.");
    await form(page)
      .getByRole("checkbox", { name: /Join our professional network/ })
      .check();
    await fileInput(page).setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: samplePdf("Scan") });
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/refer\/?$/);
    await expect(fieldError(page, "Please enter a valid patient email address")).toBeVisible();
    for (const [label, value] of Object.entries({
      ...referrer,
      "Patient Email": "sam@",
      "Clinical Notes (optional)": "Hamstring graft.",
    })) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await expect(form(page).getByRole("checkbox", { name: /Join our professional network/ })).toBeChecked();
    await expect(
      form(page).getByText("You chose scan.pdf: files are not kept when the form comes back, so please choose it again."),
    ).toBeVisible();
  });
});
