import { expect, holdScripts, test, type Page } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForMail } from "./support/mailbox.ts";
import { desktopOnly } from "./support/widths.ts";

/**
 * The contact form (spec "Contact page", §4 "Contact form", §5, §8): browser validation, the sending state,
 * success and failure toasts, and a real message through the server to the e2e SMTP server.
 */
const form = (page: Page) => page.getByRole("form", { name: "Contact form" });
const send = (page: Page) => form(page).getByRole("button", { name: /Send Message|Sending\.\.\./ });

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  const f = form(page);
  await f.getByLabel("Name").fill(values.name);
  await f.getByLabel("Email").fill(values.email);
  await f.getByLabel("Subject").fill(values.subject);
  await f.getByLabel("Message").fill(values.message);
}

const valid = {
  name: "Jamie Citizen",
  email: "jamie@example.com",
  subject: "Question about telehealth",
  message: "Can I book a session two weeks after my reconstruction?",
};

test("shows the spec's messages for every field and sends nothing", async ({ page }) => {
  let posted = 0;
  await page.route("**/api/contact", async (route) => {
    posted += 1;
    await route.continue();
  });
  await page.goto("/contact");
  await send(page).click();
  for (const message of [
    "Please enter your name",
    "Please enter a valid email address",
    "Please enter a subject",
    "Please enter a message (minimum 10 characters)",
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Name")).toBeFocused();

  await fill(page, { ...valid, email: "not-an-email", message: "Too short" });
  await send(page).click();
  await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
  await expect(form(page).getByText("Please enter a message (minimum 10 characters)")).toBeVisible();
  await expect(form(page).getByText("Please enter your name")).toBeHidden();
  expect(posted).toBe(0);
});

test("has no accessibility violations with the errors shown", async ({ page }) => {
  await page.goto("/contact");
  await send(page).click();
  await expect(form(page).getByText("Please enter your name", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("shows 'Sending...' with the button disabled, then 'Message sent!' and an empty form", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let body: unknown;
  await page.route("**/api/contact", async (route) => {
    body = route.request().postDataJSON();
    await held;
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ received: true }) });
  });
  await page.goto("/contact");
  await fill(page, valid);
  await send(page).click();
  await expect(send(page)).toHaveText("Sending...");
  await expect(send(page)).toBeDisabled();
  release();
  await expect(page.getByText("Message sent!", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.", { exact: true })).toBeVisible();
  await expect(send(page)).toHaveText("Send Message");
  await expect(send(page)).toBeEnabled();
  for (const label of ["Name", "Email", "Subject", "Message"]) await expect(form(page).getByLabel(label)).toHaveValue("");
  expect(body).toMatchObject(valid);
});

test("shows 'Error sending message' with the server's message, and keeps what was typed", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ error: "You have sent several messages in the last hour." }),
    }),
  );
  await page.goto("/contact");
  await fill(page, valid);
  await send(page).click();
  await expect(page.getByText("Error sending message", { exact: true })).toBeVisible();
  await expect(page.getByText("You have sent several messages in the last hour.", { exact: true })).toBeVisible();
  await expect(form(page).getByLabel("Subject")).toHaveValue(valid.subject);
  await expect(send(page)).toBeEnabled();
});

test("falls back to 'Please try again later.' when the server cannot be reached", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
  await page.goto("/contact");
  await fill(page, valid);
  await send(page).click();
  await expect(page.getByText("Error sending message", { exact: true })).toBeVisible();
  await expect(page.getByText("Please try again later.", { exact: true })).toBeVisible();
});

test("shows the server's field message next to the field it is about", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: "Please enter a valid email address", fields: { email: "Please enter a valid email address" } }),
    }),
  );
  await page.goto("/contact");
  await fill(page, valid);
  await send(page).click();
  await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
  await expect(form(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});

test(
  "a message sent in the browser reaches the practice's mailbox over SMTP, with an acknowledgement",
  desktopOnly,
  async ({ page }, testInfo) => {
    const subject = `Knee question ${testInfo.project.name} ${Date.now()}`;
    const visitor = `visitor-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto("/contact");
    await fill(page, { ...valid, email: visitor, subject });
    await send(page).click();
    await expect(page.getByText("Message sent!", { exact: true })).toBeVisible();

    const toPractice = await waitForMail((mail) => mail.subject === `Website enquiry: ${subject}`);
    expect(toPractice.envelopeTo).toEqual(["hello@acltelehealthphysio.com.au"]);
    expect(toPractice.headers.get("reply-to")).toBe(visitor);
    expect(toPractice.text).toContain(valid.message);
    expect(toPractice.html).toContain("Jamie Citizen");

    const acknowledgement = await waitForMail((mail) => mail.subject === `We received your message: ${subject}`);
    expect(acknowledgement.envelopeTo).toEqual([visitor]);
    expect(acknowledgement.text).toContain("within 24 hours");
  },
);

// Until the code arrives the form is the server's plain HTML: the page itself (docs/decisions/0034), or the
// form's own logic once the page has hydrated (docs/decisions/0011). Either way the submit waits for it.
for (const { held, what } of [
  { held: "**/assets/interactive-contact-form-*.js", what: "the form's logic has loaded" },
  { held: "**/assets/*.js", what: "the page itself has hydrated" },
]) {
  test(`what is typed and a submit pressed before ${what} are kept, and nothing typed goes into the address`, async ({ page }) => {
    const release = await holdScripts(page, held);
    let posted: unknown = null;
    await page.route("**/api/contact", async (route) => {
      posted = route.request().postDataJSON();
      await route.fulfill({ status: 201, json: { received: true } });
    });
    const opened = page.goto("/contact");
    // The launcher has run: it waits for the form to be reached for.
    await page.waitForFunction(() => document.documentElement.dataset.hydrateOn === "interaction");
    await fill(page, valid);
    await form(page).getByLabel("Subject").press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
    release();
    await opened;
    await expect(page.getByText("Message sent!", { exact: true })).toBeVisible();
    expect(posted).toMatchObject(valid);
  });
}
