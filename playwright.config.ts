import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { serverBundleFile } from "#server/build-files.ts";
import { parseConfig } from "#server/config.ts";
import { chromiumArgs, chromiumPath } from "#tests/support/chromium.ts";
import { E2E_ADMIN_PASSWORD } from "./tests/e2e/support/admin.ts";
import { SHARED_SETTINGS } from "./tests/e2e/support/shared-settings.ts";
import { DESKTOP_ONLY } from "./tests/e2e/support/widths.ts";

/**
 * End-to-end tests drive Debian's chromium (never a downloaded browser) against the production build,
 * served by the real server on a fresh embedded database, at phone and desktop widths.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
// Production refuses to start without a key for referral documents; each run gets a fresh one.
process.env.E2E_REFERRAL_FILE_KEY ??= randomBytes(32).toString("base64");
// A real SMTP server on loopback receives the site's mail; tests read it back (tests/e2e/support/mailbox.ts).
process.env.E2E_SMTP_PORT ??= String(port + 1000);
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-mail-"));
// coturn on loopback relays the room's media when a test forces it (consultation-call.spec.ts). Its port and
// the 40 ports it relays from follow E2E_PORT, so that parallel runs keep apart; the secret is the run's own.
process.env.E2E_TURN_PORT ??= String(port + 2000);
const relayPortsFrom = 49_152 + (port % 400) * 40;
process.env.E2E_TURN_RELAY_PORTS ??= `${relayPortsFrom}-${relayPortsFrom + 39}`;
process.env.E2E_TURN_SECRET ??= randomBytes(24).toString("base64url");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // A focused test left in a spec would silently skip the rest, on a developer's machine as in CI.
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // Not localhost:3000 and no PUBLIC_URL: the site must work at whatever address it is opened by.
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // One server, one set of the practice's settings: nothing changes them while phone and desktop run side by
  // side. What they need is made before them (settings-first), and a test that must change what every
  // other test sees runs after them, alone (settings-last, a teardown so that it runs even when a test
  // failed; docs/decisions/0031).
  projects: [
    { name: "settings-first", testMatch: /shared-settings\.setup\.ts$/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
      // Checks that no width can change run once, at 1280 px (docs/decisions/0031).
      grepInvert: [new RegExp(DESKTOP_ONLY), new RegExp(SHARED_SETTINGS)],
      dependencies: ["settings-first"],
      teardown: "settings-last",
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: new RegExp(SHARED_SETTINGS),
      dependencies: ["settings-first"],
      teardown: "settings-last",
    },
    {
      name: "settings-last",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grep: new RegExp(SHARED_SETTINGS),
      workers: 1,
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/support/smtp-mailbox.ts",
      port: Number(process.env.E2E_SMTP_PORT),
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: "node tests/e2e/support/turn-relay.ts",
      port: Number(process.env.E2E_TURN_PORT),
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        E2E_TURN_PORT: process.env.E2E_TURN_PORT,
        E2E_TURN_SECRET: process.env.E2E_TURN_SECRET,
        E2E_TURN_RELAY_PORTS: process.env.E2E_TURN_RELAY_PORTS,
      },
    },
    {
      command: `node ${serverBundleFile(parseConfig(process.env).buildDir)}`,
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      // A first start (about 3 s of CPU) once took minutes on the shared two-core machine at load 40: a
      // ceiling only, a quick start is not held back by it.
      timeout: 360_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: "warn",
        // Every test browses from 127.0.0.1: the per-address hold and payment limits are the API tests' to prove.
        HOLDS_PER_HOUR: "10000",
        PAYMENT_REQUESTS_PER_HOUR: "10000",
        // Times are offered from 24 hours ahead: with 72 hours' notice the first days' times are inside the
        // notice (manage-booking.spec.ts cancels one with the deposit kept) and later ones outside it. The
        // prerendered FAQ states the build's value: package.json's test:e2e builds with the same 72.
        CANCELLATION_NOTICE_HOURS: "72",
        REFERRAL_FILE_KEY: process.env.E2E_REFERRAL_FILE_KEY,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        TURN_URLS: `turn:127.0.0.1:${process.env.E2E_TURN_PORT}`,
        TURN_SECRET: process.env.E2E_TURN_SECRET,
        ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      },
    },
  ],
});
