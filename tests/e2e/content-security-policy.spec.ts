import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverBundleFile } from "#server/build-files.ts";
import { parseConfig } from "#server/config.ts";
import { startFakePaypal, type FakePaypal } from "#tests/support/fake-paypal/fake-paypal.ts";
import { E2E_ADMIN_PASSWORD } from "./support/admin.ts";
import { expect as baseExpect, hydrated, test as base, type Page } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

// Whole journeys through a production server: on a busy machine each step takes longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * No page of the site breaks its Content-Security-Policy (docs/decisions/0019): every page is visited,
 * hydrated (so its scripts ran under the policy), and neither a `securitypolicyviolation` event nor
 * Chrome's console report of a refused resource may appear. The checkout is also visited on a second
 * server whose payment provider is PayPal (against the fake), with PayPal's SDK and button frame served
 * in the browser by a stand-in from PayPal's own origin.
 */

/** Starts collecting the page's policy violations; answers the live list. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
    document.addEventListener("securitypolicyviolation", (event) =>
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`),
    );
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens `path` and waits until React has hydrated it: its scripts were allowed to run. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/**
 * The details form of the booking section, then on to the checkout by its button (the pay-first path), on
 * the site at `origin` (the configured one by default).
 */
async function continueToCheckout(page: Page, email: string, origin = "") {
  await visit(page, `${origin}/book-consultation`);
  const form = page.getByRole("form", { name: "Your details and available times" });
  await form.getByLabel("Name").fill("Sam Patient");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0400 000 000");
  await page.getByRole("button", { name: "Continue to Secure Payment" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
}

const test = base.extend<{ violations: string[] }>({
  violations: async ({ page }, provide) => {
    const violations = await watchPolicy(page);
    await provide(violations);
  },
});

test.describe.configure({ timeout: 180_000 });

test.describe("Content-Security-Policy in the browser (test provider)", desktopOnly, () => {
  test("the watch sees a violation when there is one", async ({ page, violations }) => {
    await visit(page, "/faq");
    await page.evaluate(() => document.body.append(Object.assign(document.createElement("img"), { src: "https://example.com/x.png" })));
    await expect.poll(() => violations.join("\n")).toContain("img-src blocked https://example.com/x.png");
  });

  test("every public page, prerendered or rendered, and the 404 page run with no violation", async ({ page, violations }) => {
    const pages = [
      "/",
      "/book-consultation",
      "/book",
      "/telehealth-consultations",
      "/professional-development",
      "/courses",
      "/healthcare-referrals",
      "/refer",
      "/faq",
      "/contact",
      "/privacy",
      "/billing-success?token=TEST-SETUP-0011223344556677",
      "/billing-cancel",
      "/no-such-page",
    ];
    for (const path of pages) await visit(page, path);
    expect(violations).toEqual([]);
  });

  // docs/decisions/0055: kept and sent to everyone for two seconds, so no answer's nonce may be in them.
  test("the booking pages, the same for everyone, name their scripts by hash and hydrate under that policy", async ({
    page,
    violations,
  }) => {
    for (const path of ["/book-consultation", "/book"]) {
      const response = await page.goto(path);
      const policy = response!.headers()["content-security-policy"]!;
      expect(policy).toMatch(/^script-src ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic';/);
      expect(await response!.text()).not.toContain("nonce");
      await hydrated(page);
    }
    expect(violations).toEqual([]);
  });

  // After the checkout's document, pages are reached by React Router's navigation, fetching their modules under its policy.
  test("the booking journey: checkout, paying, choosing the time, confirmation", async ({ page, violations }) => {
    await continueToCheckout(page, `csp-${test.info().project.name}@example.com`);
    await page.getByRole("button", { name: "Pay $90 deposit (test payment)" }).click();
    await page.getByRole("button", { name: "Approve test payment" }).click();
    await expect(page).toHaveURL(/\/schedule-appointment$/);
    await page.getByRole("button", { name: "Select Appointment Time" }).click();
    const times = page.getByRole("list", { name: "Available consultation times" }).getByRole("button");
    await times.nth(test.info().project.name === "phone" ? 3 : 8).click();
    await expect(page).toHaveURL(/\/booking-confirmation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Confirmed!" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the admin pages and a payment link", async ({ page, baseURL, violations }) => {
    await visit(page, "/admin-login");
    const origin = new URL(baseURL!).origin;
    const login = await page.request.post("/api/admin/login", { data: { password: E2E_ADMIN_PASSWORD }, headers: { origin } });
    expect(login.status()).toBe(200);
    await visit(page, "/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await visit(page, `/pay-balance/${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "This payment link is not valid" })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

/** A production server whose payment provider is PayPal, against the fake PayPal in this worker. */
const paypalTest = test.extend<object, { paypalServer: { url: string; fake: FakePaypal } }>({
  paypalServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
    async ({}, provide, workerInfo) => {
      const fake = await startFakePaypal();
      const port = Number(process.env.E2E_PORT ?? 3210) + 2 + workerInfo.parallelIndex;
      const url = `http://localhost:${port}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-csp-paypal-"));
      const server: ChildProcess = spawn(process.execPath, [serverBundleFile(parseConfig(process.env).buildDir)], {
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          LOG_LEVEL: "error",
          REFERRAL_FILE_KEY: randomBytes(32).toString("base64"),
          ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
          PAYPAL_CLIENT_ID: fake.clientId,
          PAYPAL_CLIENT_SECRET: fake.clientSecret,
          PAYPAL_API_BASE_URL: fake.url,
          PAYPAL_WEBHOOK_ID: fake.webhookId,
        },
      });
      await expect
        .poll(
          () =>
            fetch(`${url}/readyz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 180_000, intervals: [500] },
        )
        .toBe(200);
      await provide({ url, fake });
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

/**
 * PayPal's SDK as the browser gets it from PayPal's origin, in miniature: `paypal.Buttons` draws its button
 * in a frame from www.paypal.com, as the real one does.
 */
const fakeSdk = `window.paypal = {
  Buttons() {
    return {
      render(container) {
        const frame = Object.assign(document.createElement("iframe"), { src: "https://www.paypal.com/smart/buttons", title: "PayPal" });
        container.append(frame);
        return Promise.resolve();
      },
    };
  },
};`;

paypalTest.describe("Content-Security-Policy in the browser (PayPal against the fake)", desktopOnly, () => {
  paypalTest("the checkout loads PayPal's SDK and its button frame with no violation", async ({ page, paypalServer, violations }) => {
    await page.route("https://www.paypal.com/sdk/js**", (route) => route.fulfill({ contentType: "text/javascript", body: fakeSdk }));
    await page.route("https://www.paypal.com/smart/buttons**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>PayPal</title><button>PayPal</button>" }),
    );
    // Reached as the patient reaches it: from the booking page, whose own policy allows nothing of PayPal's.
    await continueToCheckout(page, `csp-paypal-${paypalTest.info().project.name}@example.com`, paypalServer.url);
    await expect(page.frameLocator('iframe[title="PayPal"]').getByRole("button", { name: "PayPal" })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
