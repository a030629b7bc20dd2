import type { Page } from "@playwright/test";
import { icsEventProperties } from "#tests/support/ics-properties.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { manageLinkFromConfirmation, paidBooking, roomLinkFromConfirmation } from "./support/paid-booking.ts";
import { expect as baseExpect, test } from "./support/test.ts";

// Each step waits on the production server: on a busy machine that takes longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The consultation room's door (docs/decisions/0039), from the link in the confirmation email: before its
 * window the page says when the room opens, a cancelled appointment's link says so, a wrong link is the 404
 * page. The call itself is the room's own spec's.
 */
test.describe.configure({ timeout: 120_000 });

const width = () => test.info().project.name;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/consultation-room-${name}-${width()}.png`, fullPage: true });

test.describe("the consultation room's link", () => {
  test("before the room opens: when it opens, in Melbourne's time and the patient's, and the way to check again", async ({ page }) => {
    const email = `room-early-${width()}@example.com`;
    await paidBooking(page.request, email);
    const { path, url, confirmation } = await roomLinkFromConfirmation(email);
    expect(confirmation.text).not.toMatch(/video link/i);
    const invite = confirmation.attachments.find((a) => a.contentType.startsWith("text/calendar"))!.content.toString("utf8");
    expect(icsEventProperties(invite).get("URL")).toBe(url);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // This page alone may use the camera and microphone; its policy lets it reach its own WebSocket.
    expect(response?.headers()["permissions-policy"]).toContain("camera=(self)");
    expect(response?.headers()["content-security-policy"]).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+/);
    await expect(page.getByRole("heading", { level: 1, name: "Your consultation room is not open yet" })).toBeVisible();
    await expect(page.getByText("It opens 30 minutes before your appointment, on")).toBeVisible();
    await expect(page.getByText(/AE[SD]T \(Melbourne time\)/).first()).toBeVisible();
    await expect(page.getByText(/Your time: .*\(Perth\)/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Check again" })).toHaveAttribute("href", path);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expect(page).toHaveTitle(/^Video consultation/);
    await expectNoAxeViolations(page);
    await shot(page, "not-yet");

    await page.getByRole("link", { name: "Check again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your consultation room is not open yet" })).toBeVisible();

    // The manage-booking page carries the same room, saying when it opens.
    await page.goto(await manageLinkFromConfirmation(email));
    const join = page.getByRole("link", { name: "Join video consultation" });
    await expect(join).toHaveAttribute("href", path);
    expect((await page.request.get(path)).headers()["permissions-policy"]).toContain("microphone=(self)");
    expect((await page.request.get("/book-consultation")).headers()["permissions-policy"]).toContain("camera=()");
  });

  test("of a cancelled appointment says it was cancelled, and offers to book again", async ({ page, baseURL }) => {
    const email = `room-cancelled-${width()}@example.com`;
    await paidBooking(page.request, email);
    const { path } = await roomLinkFromConfirmation(email);
    const manage = await manageLinkFromConfirmation(email);
    const cancel = await page.request.post(`/api${manage}/cancel`, { headers: { origin: new URL(baseURL!).origin } });
    expect(cancel.status()).toBe(200);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "This appointment was cancelled" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/book-consultation");
    await expectNoAxeViolations(page);
    await shot(page, "cancelled");
    // Its manage-booking page no longer offers the room.
    await page.goto(manage);
    await expect(page.getByRole("heading", { name: "This appointment is cancelled" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join video consultation" })).toHaveCount(0);
  });

  test("that names no room is the 404 page", async ({ page }) => {
    for (const path of [`/consultation/${"A".repeat(43)}`, "/consultation/not-a-token"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await shot(page, "unknown");
  });
});
