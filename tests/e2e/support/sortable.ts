import type { Page } from "@playwright/test";

/**
 * After Space picks a row up, dnd-kit starts listening for the arrow keys on a timer of its own
 * (KeyboardSensor.attach in @dnd-kit/core). A person's next key always comes later; a test's may come before
 * it and be ignored. This lets that timer run first.
 */
export async function afterPickUp(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
