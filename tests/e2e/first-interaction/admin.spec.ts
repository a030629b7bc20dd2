import { auditEntries, E2E_ADMIN_PASSWORD, signInAsAdmin } from "#tests/e2e/support/admin.ts";
import { openBeforeHydration } from "#tests/e2e/support/first-interaction.ts";
import { paidBooking } from "#tests/e2e/support/paid-booking.ts";
import { expect as baseExpect, test, type Page } from "#tests/e2e/support/test.ts";

/**
 * The admin on a slow phone, acted on before its script has arrived: the sign-in and the admin's posts are
 * plain HTML forms, sent once, and the page the server answers shows what they did.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Every form post the page sends that carries `field`, counted as the test goes. */
function postsWith(page: Page, field: string): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.postData()?.includes(field)) posts.push(request.url());
  });
  return posts;
}

test("the password typed and sent before hydration signs in once", async ({ page }) => {
  const posts = postsWith(page, "password=");
  const hydrate = await openBeforeHydration(page, "/admin-login");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/admin(\?signed-in)?$/, { waitUntil: "domcontentloaded" });
  await hydrate();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(await (await page.request.get("/api/admin/session")).json()).toEqual({ signedIn: true, passwordConfigured: true });
});

test("'Mark handled' pressed before hydration marks the message handled once", async ({ page, baseURL }) => {
  const subject = `Early handled (${test.info().project.name} ${Date.now()})`;
  const sent = await page.request.post("/api/contact", {
    data: { name: "Sam Lee", email: "sam.lee@example.com", subject, message: "When can I start running again after my ACL surgery?" },
  });
  expect(sent.status()).toBe(201);
  await signInAsAdmin(page, baseURL);
  // Found in Messages by its subject, as the practitioner finds it.
  await page.goto("/admin/messages");
  const link = await page.getByRole("link").filter({ hasText: subject }).getAttribute("href");
  const id = link!.split("/").pop()!;

  const posts = postsWith(page, "intent=handled");
  const hydrate = await openBeforeHydration(page, link!);
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked handled" })).toBeVisible();
  await hydrate();
  await expect(page.getByRole("button", { name: "Mark handled" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2 }).getByText("Handled")).toBeVisible();
  expect(posts).toHaveLength(1);
  const handled = (await auditEntries(page)).filter((entry) => entry.action === "message.handled" && entry.details?.messageId === id);
  expect(handled).toHaveLength(1);
});

test("'Cancel appointment' and its confirmation pressed before hydration cancel once, the deposit kept", async ({ page, baseURL }) => {
  const email = `early-admin-cancel-${test.info().project.name}-${Date.now()}@example.com`;
  const id = await paidBooking(page.request, email);
  await signInAsAdmin(page, baseURL);

  const posts = postsWith(page, "intent=cancel");
  const hydrate = await openBeforeHydration(page, `/admin?q=${encodeURIComponent(email)}`);
  const card = page.getByRole("listitem").filter({ hasText: email });
  await card.getByRole("button", { name: "Cancel appointment" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Sam Patient's appointment?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "Keep the deposit" }).check();
  await dialog.getByRole("button", { name: "Cancel appointment" }).click();
  await expect(page.getByText("The $90 deposit is kept.", { exact: true })).toBeVisible();
  await hydrate();
  await expect(page.getByRole("list", { name: "Upcoming appointments" })).toHaveCount(0);
  expect(posts).toHaveLength(1);
  const past = (await (await page.request.get(`/api/admin/appointments?view=past&q=${encodeURIComponent(email)}`)).json()) as {
    appointments: { id: string; cancelled: boolean; receipts: { kind: string }[] }[];
  };
  expect(past.appointments).toMatchObject([{ id, cancelled: true, receipts: [{ kind: "deposit" }] }]);
});

test("a search typed before hydration is applied once the page is ready, without another key", async ({ page, baseURL }) => {
  const email = `early-admin-search-${test.info().project.name}-${Date.now()}@example.com`;
  await paidBooking(page.request, email);
  await signInAsAdmin(page, baseURL);
  const hydrate = await openBeforeHydration(page, "/admin");
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(email);
  await hydrate();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email)}`));
  await expect(page.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem").filter({ hasText: email })).toHaveCount(1);
  await expect(page.getByRole("searchbox", { name: "Search by name or email" })).toHaveValue(email);
});
