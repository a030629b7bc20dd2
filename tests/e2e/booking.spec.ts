import { expect as baseExpect, test, type Page } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ownTimesPath } from "./support/own-times.ts";

/**
 * The booking section, on the standalone booking page /book and inside /book-consultation#booking: the
 * times in the page's HTML, the details and a time posted to the page's action, the hold, and the arrival
 * at /checkout, all through the real server. Tests run side by side on one server: each that holds a time
 * opens the list from its own place (`ownTimesPath`).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const details = { name: "Alex Patient", phone: "0412 345 678", notes: "Left ACL reconstruction on 3 May" };
const times = (page: Page) => page.getByRole("list", { name: "Available consultation times" }).getByRole("button");

/** A patient of this test alone: one live hold per patient. */
const emailFor = (label: string) => `${label}-${test.info().project.name}-${Date.now()}@example.com`;

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("Name").fill(details.name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill(details.phone);
  await page.getByLabel("Notes").fill(details.notes);
}

async function offeredTimes(page: Page): Promise<string[]> {
  const slots = (await (await page.request.get("/api/calendly/availability")).json()) as { start_time: string }[];
  return slots.map((slot) => slot.start_time);
}

test.describe("available times", () => {
  test("'Show later times' lists the next ones, as a plain link", async ({ page }) => {
    await page.goto("/book");
    const tenth = await times(page).nth(9).getAttribute("value");
    await page.getByRole("link", { name: "Show later times" }).click();
    await expect(page).toHaveURL(/\/book\?from=.+#available-times$/);
    await expect(times(page)).toHaveCount(10);
    expect(Date.parse((await times(page).first().getAttribute("value"))!)).toBeGreaterThan(Date.parse(tenth!));
  });

  test("lists at most 10 times from the server, says how many more there are, and labels each AEST or AEDT", async ({ page }) => {
    await page.goto("/book");
    await expect(times(page)).toHaveCount(10);
    await expect(page.getByText(/^\d+ more times? available/)).toBeVisible();
    await expect(times(page).first()).toContainText(/\w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m AE[SD]T/);
    await expect(times(page).first().locator("abbr")).toHaveAttribute("title", /Australian Eastern (Daylight|Standard) Time/);
    await expectNoAxeViolations(page);
  });

  test("are in the page's HTML: readable and choosable before any script", async ({ page }) => {
    const html = await (await page.request.get("/book")).text();
    expect(html).toContain('aria-label="Available consultation times"');
    expect(html.match(/name="start_time"/g)?.length).toBe(10);
  });
});

test.describe("a patient in Melbourne", () => {
  test.use({ timezoneId: "Australia/Melbourne" });

  test("sees Melbourne time under each time, no second time", async ({ page }) => {
    await page.goto("/book");
    await expect(times(page).first()).toContainText("Melbourne time");
    await expect(times(page).first()).not.toContainText("Your time");
  });
});

test.describe("a patient elsewhere", () => {
  test.use({ timezoneId: "Australia/Perth" });

  test("also sees their own time, once the page knows their zone", async ({ page }) => {
    await page.goto("/book");
    await expect(times(page).first()).toContainText(/Your time: \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m \(Perth\)/);
  });
});

test.describe("booking flow", () => {
  test("a time pressed with an incomplete form says so above the form, with the field messages, and holds nothing", async ({ page }) => {
    await page.goto("/book");
    const first = await times(page).first().getAttribute("value");
    await page.getByLabel("Name").fill("Alex Patient");
    await times(page).first().click();
    const alert = page.getByRole("alert").filter({ hasText: "Please complete your details" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Fill in all required fields before selecting a time slot");
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Name")).toHaveValue("Alex Patient");
    expect(await offeredTimes(page)).toContain(first);
    await expectNoAxeViolations(page);
  });

  test("a time pressed with a valid form is held and the patient arrives at /checkout holding it", async ({ page }) => {
    await page.goto(await ownTimesPath(page.request, "/book"));
    const email = emailFor("held");
    await fillDetails(page, email);
    const chosen = times(page).first();
    const start = await chosen.getAttribute("value");
    await chosen.click();
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByText(details.name)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/\d{1,2}:\d{2} [ap]m AE[SD]T \(Melbourne time\)/)).toBeVisible();
    // The time is held: nobody else is offered it now. Nothing of the patient's is in the address.
    expect(await offeredTimes(page)).not.toContain(start);
    expect(page.url()).not.toContain(encodeURIComponent(email));
  });

  test("submitting the form directly goes to /checkout with the details, where 'Information Saved' is said", async ({ page }) => {
    await page.goto("/book");
    const email = emailFor("pay-first");
    await fillDetails(page, email);
    await page.getByRole("button", { name: "Continue to Secure Payment" }).click();
    await page.waitForURL(/\/checkout$/);
    const saved = page.getByText("Information Saved", { exact: true }).locator("xpath=..");
    await expect(saved).toContainText("Proceeding to secure payment...");
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText("You choose your time straight after paying.")).toBeVisible();
  });

  test("a direct submit with bad details shows the spec's messages and stays", async ({ page }) => {
    await page.goto("/book");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Continue to Secure Payment" }).click();
    await expect(page.getByText("Please enter your name").last()).toBeVisible();
    await expect(page.getByText("Please enter a valid email address").last()).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number").last()).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page).toHaveURL(/\/book$/);
  });

  test("a time taken meanwhile gives a clear message and fresh times", async ({ page }) => {
    await page.goto(await ownTimesPath(page.request, "/book"));
    const start = (await times(page).first().getAttribute("value"))!;
    // Another patient holds that time while this one fills in the form.
    const other = await page.request.post("/api/bookings/hold", {
      data: { name: "Someone Else", email: emailFor("other"), phone: "0400 111 222", start_time: start },
    });
    expect(other.status()).toBe(201);
    await fillDetails(page, emailFor("late"));
    await times(page).first().click();
    await expect(page.getByRole("alert").filter({ hasText: /just been booked|no longer available/ })).toBeVisible();
    await expect(page.locator(`button[name="start_time"][value="${start}"]`)).toHaveCount(0);
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByLabel("Name")).toHaveValue(details.name);
  });

  test("the checkout with nothing to pay for sends the patient back to the form, saying so", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/book-consultation\?start-again#booking$/);
    await expect(page.getByRole("alert").filter({ hasText: "No appointment data found" })).toContainText(
      "Please start the booking process again",
    );
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the details and a time reach the checkout, which says it needs its script to pay", async ({ page }) => {
    await page.goto(await ownTimesPath(page.request, "/book"));
    const email = emailFor("no-script");
    await fillDetails(page, email);
    await times(page).first().click();
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("button", { name: "Loading secure payment..." })).toBeDisabled();
  });

  test("an incomplete form shows what to correct, with what was typed", async ({ page }) => {
    await page.goto("/book");
    await page.getByLabel("Name").fill("Alex Patient");
    await times(page).first().click();
    await expect(page.getByRole("alert")).toContainText("Please complete your details");
    await expect(page.getByRole("alert")).toContainText("Fill in all required fields before selecting a time slot");
    await expect(page.getByLabel("Name")).toHaveValue("Alex Patient");
  });
});

test.describe("pages", () => {
  test("the booking section sits in /book-consultation#booking with the form, times and fees", async ({ page }) => {
    await page.goto("/book-consultation#booking");
    const section = page.locator("section#booking");
    for (const label of ["Name", "Email", "Phone", "Notes"]) await expect(section.getByLabel(label)).toBeVisible();
    await expect(section.locator('label[for="booking-form-name"]')).toContainText("*");
    await expect(section.getByLabel("Notes")).toHaveAttribute("placeholder", /injury.*surgery date.*symptoms.*concerns/);
    await expect(section.getByText("Consultation fee: $180 AUD")).toBeVisible();
    await expect(section.getByText(/A \$90 deposit is paid now/)).toBeVisible();
    await expect(times(page)).toHaveCount(10);
    await expectNoAxeViolations(page);
  });

  test("the standalone booking page has its gradient and links to the consultation page", async ({ page }) => {
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1, name: "Book your consultation" })).toBeVisible();
    await expect(page.locator(".bg-gradient-to-br")).toBeVisible();
    await expect(page.getByRole("link", { name: "How consultations work" })).toHaveAttribute("href", "/book-consultation");
    await expectNoAxeViolations(page);
  });
});
