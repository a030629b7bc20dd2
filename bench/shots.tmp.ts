import { chromium } from "playwright-core";
import { benchPlaylist } from "./support/playlist.ts";
import { startProductionServer } from "./support/server.ts";
const server = await startProductionServer();
try {
  const featured = await benchPlaylist(server.origin, { kind: "featured" });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
    await page.goto(`${server.origin}/exercise-playlist/${featured.id}?tab=play`);
    await page.waitForTimeout(1500);
    await page.getByRole("region", { name: /now playing/i }).or(page.locator("section[aria-labelledby=now-playing]")).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/player-${width}.png`, fullPage: true });
    await page.goto(`${server.origin}/exercises`);
    await page.screenshot({ path: `/tmp/shots/exercises-${width}.png` });
    await page.close();
  }
  await browser.close();
} finally { await server.stop(); }
