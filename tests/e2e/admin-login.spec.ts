import { adminMessages } from "#contracts/admin-messages.ts";
import { E2E_ADMIN_PASSWORD } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test, type Page } from "./support/test.ts";

/**
 * The practitioner's sign-in (docs/product/spec.md §2 "Admin login and dashboard", §8; docs/product/decisions.md, 10): the server's
 * session decides; a sessionStorage flag opens nothing.
 */
const form = (page: Page) => page.getByRole("form", { name: "Admin login" });
const password = (page: Page) => form(page).getByLabel("Password");
const loginButton = (page: Page) => form(page).getByRole("button", { name: "Login" });

test("asks for the password, and a wrong one gets 'Login Failed' and stays", async ({ page }) => {
  await page.goto("/admin-login");
  await loginButton(page).click();
  await expect(form(page).getByText(adminMessages.passwordRequired, { exact: true })).toBeVisible();
  await expect(password(page)).toHaveAttribute("aria-invalid", "true");

  await password(page).fill("certainly not the password");
  await loginButton(page).click();
  await expect(page.getByText(adminMessages.loginFailed, { exact: true })).toBeVisible();
  await expect(page.getByText(adminMessages.incorrectPassword, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login(\?signed-out)?$/);
  await expect(password(page)).toBeFocused();
});

test("/admin is closed without a session, whatever sessionStorage says", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login(\?signed-out)?$/);
  await page.evaluate(() => window.sessionStorage.setItem("adminAuthenticated", "true"));
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login(\?signed-out)?$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeHidden();
});

test("the right password opens the dashboard until Logout closes it again", async ({ page }) => {
  await page.goto("/admin-login");
  await password(page).fill(E2E_ADMIN_PASSWORD);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/admin\?signed-in$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: adminMessages.loginSucceeded })).toBeVisible();
  const [cookie] = (await page.context().cookies()).filter((c) => c.name.endsWith("admin_session"));
  expect(cookie).toMatchObject({ name: "__Host-admin_session", httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

  // Signed in, the login page sends the practitioner on to the dashboard.
  await page.goto("/admin-login");
  await expect(page).toHaveURL(/\/admin(\?signed-in)?$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-login\?signed-out$/);
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: adminMessages.loggedOut })).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login(\?signed-out)?$/);
  // The old cookie no longer opens the API either: the session ended on the server.
  const response = await page.request.get("/api/admin/session");
  expect(await response.json()).toEqual({ signedIn: false, passwordConfigured: true });
});

test("the login page has no accessibility violations, with and without the required message", async ({ page }) => {
  await page.goto("/admin-login");
  await expect(password(page)).toBeFocused();
  await expectNoAxeViolations(page);
  await loginButton(page).click();
  await expect(form(page).getByText(adminMessages.passwordRequired, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong password is answered on the page, the right one opens the dashboard, Logout closes it", async ({ page }) => {
    await page.goto("/admin-login");
    await password(page).fill("certainly not the password");
    await loginButton(page).click();
    await expect(page.getByRole("alert")).toContainText(adminMessages.incorrectPassword);
    await password(page).fill(E2E_ADMIN_PASSWORD);
    await loginButton(page).click();
    await expect(page).toHaveURL(/\/admin(\?signed-in)?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin-login(\?signed-out)?$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-login(\?signed-out)?$/);
  });
});
