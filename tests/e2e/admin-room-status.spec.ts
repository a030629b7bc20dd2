import { connect } from "#tests/support/room-client.ts";
import { signInAsAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { paidBooking, roomLinkFromConfirmation } from "./support/paid-booking.ts";
import { expect as baseExpect, test } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

// The dashboard looks again every 10 s: a change shows within that, on a busy machine a little later.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * The practitioner's dashboard follows the consultation room without a reload (docs/decisions/0039): she
 * and the patient come in over the room's WebSocket, as their pages do, and the open dashboard's card says
 * the call is under way and when the patient joined, then how long the call lasted once she has left.
 */
// At one width (docs/decisions/0031): what it waits for is the dashboard's next look at the room, twice, 10 s
// apart; the card's layout at 390 px is checked, with axe, by admin-dashboard.spec.ts.
test("the dashboard shows who is in the consultation room, live, and how long the call lasted", desktopOnly, async ({ page, baseURL }) => {
  const email = `room-status-${test.info().project.name}-${Date.now()}@example.com`;
  const appointmentId = await paidBooking(page.request, email, "latest", { name: "Robin Room" });
  const { path } = await roomLinkFromConfirmation(email);

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  const card = page.getByRole("listitem").filter({ hasText: email });
  const start = card.getByRole("link", { name: "Start video consultation" });
  await expect(start).toHaveAttribute("href", `/admin/consultations/${appointmentId}`);
  await expect(card.getByRole("status")).toHaveText("");

  const origin = new URL(baseURL!).origin;
  const wsBase = origin.replace(/^http/, "ws");
  const cookie = (await page.context().cookies(origin)).map(({ name, value }) => `${name}=${value}`).join("; ");
  const practitioner = await connect(wsBase, { appointmentId, cookie, origin });
  await practitioner.next("welcome");
  // The appointment is days away: the patient comes in because the practitioner is in.
  const patient = await connect(wsBase, { token: path.split("/").at(-1)!, origin });
  await patient.next("welcome");

  await expect(card.getByRole("status")).toHaveText("In the video consultation");
  await expect(card.getByText(/^Patient joined at \d{1,2}:\d{2} [ap]m AE[SD]T/)).toBeVisible();
  await expectNoAxeViolations(page);

  await patient.close();
  await practitioner.next("peer-left");
  await expect(card.getByRole("status")).toHaveText("");
  await expect(card.getByText(/call lasted (under a minute|\d+ min)/)).toBeVisible();
  await practitioner.close();
});
