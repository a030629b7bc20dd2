import type { Page } from "@playwright/test";
import { holdScripts } from "./test.ts";

/**
 * A phone on a slow connection, through the Chrome DevTools Protocol: the CPU four times slower and a
 * slow 4G network (150 ms, 1.6 Mbps down, 750 kbps up), as Lighthouse's mobile run simulates.
 */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens `url` throttled, with the page's JavaScript held back, and returns as soon as its DOM is there:
 * the test acts on the server's HTML as a person would while the page loads, then calls the returned
 * release to let the scripts arrive and the page hydrate. Deterministic: nothing hydrates before release.
 */
export async function openBeforeHydration(page: Page, url: string): Promise<() => Promise<void>> {
  await throttle(page);
  const release = await holdScripts(page, "**/assets/*.js");
  await page.goto(url, { waitUntil: "domcontentloaded" });
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30_000 });
  };
}
