import { expect as baseExpect, test, type Page, type Route } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/**
 * The booking section (spec "Booking section", "Availability panel", "Booking flow"), on the standalone
 * booking page /book and inside /book-consultation#booking. Panel states are driven with page.route; the
 * hold and the arrival at /checkout go through the real server.
 */
// Hydration and the availability fetch can take several seconds on a loaded machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const AVAILABILITY = "**/api/calendly/availability";
const details = { name: "Alex Patient", email: "alex@example.com", phone: "0412 345 678" };

/** `count` half-hourly slots from a fixed instant. */
function slotsFrom(startIso: string, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(Date.parse(startIso) + index * 30 * 60_000);
    return { start_time: start.toISOString(), end_time: new Date(start.getTime() + 30 * 60_000).toISOString(), status: "available" };
  });
}

const fulfilWith =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

async function fillDetails(page: Page) {
  await page.getByLabel("Name").fill(details.name);
  await page.getByLabel("Email").fill(details.email);
  await page.getByLabel("Phone").fill(details.phone);
  await page.getByLabel("Notes").fill("Left ACL reconstruction on 3 May");
}

test.describe("availability panel", () => {
  test("shows a spinner and 'Loading available times...' while loading, then the times", async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(AVAILABILITY, async (route) => {
      await released;
      await fulfilWith(slotsFrom("2026-12-01T22:00:00Z", 3))(route);
    });
    await page.goto("/book");
    const loading = page.getByRole("status").filter({ hasText: "Loading available times..." });
    await expect(loading).toBeVisible();
    await expect(loading.locator("svg.animate-spin")).toBeVisible();
    release();
    await expect(loading).toBeHidden();
    await expect(page.getByRole("list", { name: "Available consultation times" }).getByRole("button")).toHaveCount(3);
  });

  test("lists at most 10 times and says how many more there are", async ({ page }) => {
    await page.route(AVAILABILITY, fulfilWith(slotsFrom("2026-12-01T22:00:00Z", 13)));
    await page.goto("/book");
    await expect(page.getByRole("list", { name: "Available consultation times" }).getByRole("button")).toHaveCount(10);
    await expect(page.getByText("3 more times available")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows the empty message when there are no times", async ({ page }) => {
    await page.route(AVAILABILITY, fulfilWith([]));
    await page.goto("/book");
    await expect(page.getByText("No availability data loaded")).toBeVisible();
    await expect(page.getByText("Please contact us directly to schedule your appointment")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("logs a failed fetch and shows the same empty message", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route(AVAILABILITY, fulfilWith({ error: "Scheduler down" }, 502));
    await page.goto("/book");
    await expect(page.getByText("No availability data loaded")).toBeVisible();
    await expect(page.getByText("Please contact us directly to schedule your appointment")).toBeVisible();
    expect(warnings.join("\n")).toContain("Available times could not be loaded");
  });
});

test.describe("time labels", () => {
  test.use({ timezoneId: "Australia/Melbourne" });

  test("label each time AEDT or AEST as right for its date (April changeover)", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-03-30T00:00:00Z") });
    await page.route(
      AVAILABILITY,
      fulfilWith([
        { start_time: "2026-04-03T23:00:00.000Z", end_time: "2026-04-03T23:30:00.000Z", status: "available" },
        { start_time: "2026-04-06T23:00:00.000Z", end_time: "2026-04-06T23:30:00.000Z", status: "available" },
      ]),
    );
    await page.goto("/book");
    const rows = page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
    await expect(rows.nth(0)).toContainText("Sat 4 Apr, 10:00 am AEDT");
    await expect(rows.nth(1)).toContainText("Tue 7 Apr, 9:00 am AEST");
    await expect(rows.nth(0).locator("abbr")).toHaveAttribute("title", "Australian Eastern Daylight Time");
    // The patient is in Melbourne: no second time.
    await expect(rows.nth(0)).not.toContainText("Your time");
  });

  test("label the October changeover the other way", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-09-28T00:00:00Z") });
    await page.route(
      AVAILABILITY,
      fulfilWith([
        { start_time: "2026-10-02T23:00:00.000Z", end_time: "2026-10-02T23:30:00.000Z", status: "available" },
        { start_time: "2026-10-04T22:00:00.000Z", end_time: "2026-10-04T22:30:00.000Z", status: "available" },
      ]),
    );
    await page.goto("/book");
    const rows = page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
    await expect(rows.nth(0)).toContainText("Sat 3 Oct, 9:00 am AEST");
    await expect(rows.nth(1)).toContainText("Mon 5 Oct, 9:00 am AEDT");
  });
});

test.describe("a patient elsewhere", () => {
  test.use({ timezoneId: "Australia/Perth" });

  test("also sees their own time", async ({ page }) => {
    await page.route(
      AVAILABILITY,
      fulfilWith([{ start_time: "2026-11-23T22:30:00.000Z", end_time: "2026-11-23T23:00:00.000Z", status: "available" }]),
    );
    await page.goto("/book");
    const row = page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
    await expect(row).toContainText("Tue 24 Nov, 9:30 am AEDT");
    await expect(row).toContainText("Your time: Tue 24 Nov, 6:30 am (Perth)");
  });
});

test.describe("booking flow", () => {
  test("a slot picked with an incomplete form gives the destructive toast and goes nowhere", async ({ page }) => {
    await page.route(AVAILABILITY, fulfilWith(slotsFrom("2026-12-01T22:00:00Z", 2)));
    let holds = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/bookings/hold")) holds++;
    });
    await page.goto("/book");
    await page.getByLabel("Name").fill("Alex Patient");
    await page.getByRole("list", { name: "Available consultation times" }).getByRole("button").first().click();
    // The toast itself (Radix also announces its text in a separate live region).
    const toast = page.locator("li[data-state=open]").filter({ hasText: "Please complete your details" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Fill in all required fields before selecting a time slot");
    await expect(toast).toHaveClass(/destructive/);
    await expect(page).toHaveURL(/\/book$/);
    expect(holds).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem("pendingAppointment"))).toBeNull();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a slot picked before the details form was touched loads the form, which shows its messages", async ({ page }) => {
    await page.route(AVAILABILITY, fulfilWith(slotsFrom("2026-12-01T22:00:00Z", 2)));
    let formLoaded = false;
    page.on("request", (request) => {
      if (/interactive-booking-form-[\w-]+\.js$/.test(request.url())) formLoaded = true;
    });
    await page.goto("/book");
    await expect(page.getByRole("list", { name: "Available consultation times" }).getByRole("button").first()).toBeVisible();
    // Reading the times needs none of the form's code.
    expect(formLoaded).toBe(false);
    await page.getByRole("list", { name: "Available consultation times" }).getByRole("button").first().click();
    await expect(page.locator("li[data-state=open]").filter({ hasText: "Please complete your details" })).toBeVisible();
    expect(formLoaded).toBe(true);
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page).toHaveURL(/\/book$/);
  });

  test("a slot picked with a valid form is held and the patient arrives at /checkout holding it", async ({ page, request }, testInfo) => {
    // Real availability from the server; each project takes a different time so they never race.
    const slots = (await (await request.get("/api/calendly/availability")).json()) as { start_time: string }[];
    const chosen = testInfo.project.name === "phone" ? 0 : 4;
    await page.goto("/book");
    await fillDetails(page);
    // One live hold per patient: each project is a different patient.
    const email = `alex.${testInfo.project.name}@example.com`;
    await page.getByLabel("Email").fill(email);
    const rows = page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
    await expect(rows.first()).toBeVisible();
    await rows.nth(chosen).click();
    await page.waitForURL(/\/checkout$/);
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem("pendingAppointment"))) ?? "null");
    expect(stored).toMatchObject({
      name: details.name,
      email,
      phone: details.phone,
      notes: "Left ACL reconstruction on 3 May",
      selectedTime: slots[chosen]!.start_time,
      serviceId: 1,
    });
    expect(Date.parse(stored.timestamp)).not.toBeNaN();
    expect(stored.holdId).toMatch(/^[0-9a-f-]{36}$/);
    // The time is held: nobody else is offered it now.
    const after = (await (await request.get("/api/calendly/availability")).json()) as { start_time: string }[];
    expect(after.map((slot) => slot.start_time)).not.toContain(slots[chosen]!.start_time);
  });

  test("submitting the form directly saves bookingData, says 'Information Saved' and goes to /checkout", async ({ page }) => {
    await page.route(AVAILABILITY, fulfilWith(slotsFrom("2026-12-01T22:00:00Z", 2)));
    await page.goto("/book");
    await fillDetails(page);
    await page.getByRole("button", { name: "Continue to Secure Payment" }).click();
    // The toast shows on the booking page, before the checkout's new document loads (docs/decisions/0019).
    const saved = page.getByText("Information Saved", { exact: true }).locator("xpath=..");
    await expect(saved).toContainText("Proceeding to secure payment...");
    await page.waitForURL(/\/checkout$/);
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem("bookingData"))) ?? "null");
    expect(stored).toEqual({ ...details, notes: "Left ACL reconstruction on 3 May", serviceId: 1 });
  });

  test("a direct submit with bad details shows the spec's messages and stays", async ({ page }) => {
    await page.route(AVAILABILITY, fulfilWith([]));
    await page.goto("/book");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Continue to Secure Payment" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/book$/);
  });

  test("a time taken meanwhile gives a clear message and fresh times", async ({ page }) => {
    const slots = slotsFrom("2026-12-01T22:00:00Z", 3);
    let calls = 0;
    await page.route(AVAILABILITY, (route) => fulfilWith(calls++ === 0 ? slots : slots.slice(1))(route));
    await page.route("**/api/bookings/hold", fulfilWith({ error: "This time has just been booked. Please choose another time." }, 409));
    await page.goto("/book");
    await fillDetails(page);
    const rows = page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
    await rows.first().click();
    await expect(
      page.locator("li[data-state=open]").filter({ hasText: "This time has just been booked. Please choose another time." }),
    ).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(/\/book$/);
  });
});

test.describe("pages", () => {
  test("the booking section sits in /book-consultation#booking with the form, times and fees", async ({ page }) => {
    await page.route(AVAILABILITY, fulfilWith(slotsFrom("2026-12-01T22:00:00Z", 2)));
    await page.goto("/book-consultation#booking");
    const section = page.locator("section#booking");
    for (const label of ["Name", "Email", "Phone", "Notes"]) await expect(section.getByLabel(label)).toBeVisible();
    await expect(section.locator('label[for="booking-name"]')).toContainText("*");
    await expect(section.getByLabel("Notes")).toHaveAttribute("placeholder", /injury.*surgery date.*symptoms.*concerns/);
    await expect(section.getByText("Consultation fee: $180 AUD")).toBeVisible();
    await expect(section.getByText(/A \$90 deposit is paid now/)).toBeVisible();
    await expect(section.getByRole("list", { name: "Available consultation times" }).getByRole("button")).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test("the standalone booking page has its gradient and links to the consultation page", async ({ page }) => {
    await page.route(AVAILABILITY, fulfilWith(slotsFrom("2026-12-01T22:00:00Z", 2)));
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1, name: "Book your consultation" })).toBeVisible();
    await expect(page.locator(".bg-gradient-to-br")).toBeVisible();
    await expect(page.getByRole("link", { name: "How consultations work" })).toHaveAttribute("href", "/book-consultation");
    await expectNoAxeViolations(page);
  });
});
