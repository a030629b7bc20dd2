import { expect, test, type Page } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openBeforeHydration } from "./support/first-interaction.ts";
import { receivedMail, waitForMail } from "./support/mailbox.ts";
import { desktopOnly } from "./support/widths.ts";

/**
 * The contact form: the page's action checks it with the API's schema and stores the message. The spec's
 * messages for every field, the sending state, success and failure, a real message through the server to
 * the e2e SMTP server, and the same form working before the page has hydrated and with JavaScript off.
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

/** The form's post once the page has hydrated: React Router's data request for the page's action. */
const formPost = (url: URL) => url.pathname.endsWith(".data");

/** A message no other test sends: its own sender and subject, so its mail can be counted. */
function unique(testName: string, project: string) {
  const stamp = `${project}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { ...valid, email: `${testName}-${stamp}@example.com`, subject: `${testName} ${stamp}` };
}

/** How many messages with this subject reached the practice's mailbox, after the outbox had time to send. */
async function deliveredTimes(subject: string): Promise<number> {
  await waitForMail((mail) => mail.subject === `Website enquiry: ${subject}`);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return receivedMail().filter((mail) => mail.subject === `Website enquiry: ${subject}`).length;
}

test("shows the spec's messages for every field, focuses the first, and stores nothing", async ({ page }) => {
  await page.goto("/contact");
  await send(page).click();
  for (const message of [
    "Please enter your name",
    "Please enter a valid email address",
    "Please enter a subject",
    "Please enter a message (minimum 10 characters)",
  ]) {
    await expect(form(page).getByText(message, { exact: true }).last()).toBeVisible();
  }
  await expect(form(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Name")).toBeFocused();

  await fill(page, { ...valid, email: "not-an-email", message: "Too short" });
  await send(page).click();
  await expect(form(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Name")).not.toHaveAttribute("aria-invalid");
  // What was typed stays, the wrong parts included.
  await expect(form(page).getByLabel("Email")).toHaveValue("not-an-email");
  await expect(form(page).getByLabel("Email")).toBeFocused();
});

test("has no accessibility violations with the errors shown", async ({ page }) => {
  await page.goto("/contact");
  await send(page).click();
  await expect(form(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("shows 'Sending...' with the button disabled, then 'Message sent!' and an empty form", async ({ page }, testInfo) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(formPost, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  const message = unique("sending", testInfo.project.name);
  await fill(page, message);
  await send(page).click();
  await expect(send(page)).toHaveText("Sending...");
  await expect(send(page)).toBeDisabled();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.").first()).toBeVisible();
  await expect(send(page)).toHaveText("Send Message");
  await expect(send(page)).toBeEnabled();
  for (const label of ["Name", "Email", "Subject", "Message"]) await expect(form(page).getByLabel(label)).toHaveValue("");
});

test("a sender over their hourly limit is told when to try again and how else to reach us, and keeps what they typed", async ({
  page,
}, testInfo) => {
  const message = unique("limited", testInfo.project.name);
  // The sender's allowance, spent through the API from the same address (the browser's, 127.0.0.1), by
  // messages the honeypot drops: they count, and leave no mail to wait behind.
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post("/api/contact", { data: { ...message, website: "robot.example" } });
    expect(response.status()).toBe(201);
  }
  await page.goto("/contact");
  await fill(page, message);
  await send(page).click();
  const alert = form(page).getByRole("alert");
  await expect(alert).toContainText("You have sent several messages in the last hour.");
  await expect(alert).toContainText("hello@acltelehealthphysio.com.au");
  await expect(alert).toContainText(/You can try again in about \d+ minutes\./);
  await expect(page.getByText("Error sending message", { exact: true })).toBeVisible();
  await expect(form(page).getByLabel("Subject")).toHaveValue(message.subject);
});

test("keeps what was typed and says 'Please try again later.' when the server cannot be reached", async ({ page }) => {
  await page.goto("/contact");
  await page.route(formPost, (route) => route.abort("connectionrefused"));
  await fill(page, valid);
  await send(page).click();
  await expect(form(page).getByRole("alert")).toContainText("Please try again later.");
  await expect(form(page).getByLabel("Message")).toHaveValue(valid.message);
  await expect(send(page)).toBeEnabled();
});

test(
  "a message sent in the browser reaches the practice's mailbox over SMTP, once, with an acknowledgement",
  desktopOnly,
  async ({ page }, testInfo) => {
    const message = unique("delivered", testInfo.project.name);
    await page.goto("/contact");
    await fill(page, message);
    await send(page).dblclick();
    await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();

    const toPractice = await waitForMail((mail) => mail.subject === `Website enquiry: ${message.subject}`);
    expect(toPractice.envelopeTo).toEqual(["hello@acltelehealthphysio.com.au"]);
    expect(toPractice.headers.get("reply-to")).toBe(message.email);
    expect(toPractice.text).toContain(valid.message);
    expect(toPractice.html).toContain("Jamie Citizen");
    // The acknowledgement is the same fixed text for everyone (it quotes nothing typed): found by its recipient.
    const acknowledgement = await waitForMail(
      (mail) => mail.envelopeTo.includes(message.email) && mail.subject === "We received your message",
    );
    expect(acknowledgement.text).toContain("within 24 hours");
    expect(acknowledgement.text).not.toContain(message.subject);
    expect(await deliveredTimes(message.subject)).toBe(1);
  },
);

test("what is typed and sent before the page has hydrated is sent once, as a plain post, nothing typed in the address", async ({
  page,
}, testInfo) => {
  test.slow();
  const message = unique("early", testInfo.project.name);
  const hydrate = await openBeforeHydration(page, "/contact");
  await fill(page, message);
  await form(page).getByLabel("Subject").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await hydrate();
  await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
  expect(await deliveredTimes(message.subject)).toBe(1);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the form shows what to correct with what was typed, then sends", async ({ page }, testInfo) => {
    const message = unique("no-script", testInfo.project.name);
    await page.goto("/contact");
    await fill(page, { ...message, message: "Too short" });
    await send(page).click();
    await expect(form(page).getByText("Please enter a message (minimum 10 characters)").last()).toBeVisible();
    await expect(form(page).getByLabel("Subject")).toHaveValue(message.subject);
    await form(page).getByLabel("Message").fill(message.message);
    await send(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
    expect(await deliveredTimes(message.subject)).toBe(1);
  });
});
