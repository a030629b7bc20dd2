import { expect, test } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

/**
 * A page of another website posts forms to the site's write routes, as a forged request would: every one
 * is refused (docs/decisions/0036), whatever the route, while the same form from the site itself is not.
 */
const writeRoutes = [
  // The pages' own forms (React Router actions).
  "/contact",
  "/healthcare-referrals",
  "/book-consultation",
  "/exercises",
  "/admin-login",
  "/manage-booking/not-a-real-token",
  // The JSON API.
  "/api/contact",
  "/api/referrals",
  "/api/bookings/hold",
  "/api/playlists",
  "/api/admin/login",
  "/api/admin/logout",
  "/api/manage-booking/not-a-real-token/cancel",
  "/paypal/order",
];

const evil = "http://evil.example";

test("a form posted from another website to any write route is refused", desktopOnly, async ({ page, baseURL }) => {
  await page.route(`${evil}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Another site</title><p>Another site</p>" }),
  );
  await page.goto(`${evil}/`);
  for (const path of writeRoutes) {
    const answer = page.waitForResponse((response) => response.url() === `${baseURL}${path}` && response.request().method() === "POST");
    await page.evaluate(
      ({ action }) => {
        const form = Object.assign(document.createElement("form"), { method: "post", action });
        form.append(Object.assign(document.createElement("input"), { name: "name", value: "Forged" }));
        document.body.append(form);
        form.submit();
      },
      { action: `${baseURL}${path}` },
    );
    const response = await answer;
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).toContain("This request must come from the site itself.");
    await page.goto(`${evil}/`);
  }
});

test("the same kind of form posted from the site's own page goes through", desktopOnly, async ({ page, baseURL }) => {
  await page.goto("/contact");
  const answer = page.waitForResponse(
    (response) => response.url().startsWith(`${baseURL}/contact`) && response.request().method() === "POST",
  );
  await page.evaluate(() => {
    const form = Object.assign(document.createElement("form"), { method: "post", action: "/contact" });
    form.append(Object.assign(document.createElement("input"), { name: "name", value: "Own" }));
    document.body.append(form);
    form.submit();
  });
  const response = await answer;
  // The form is incomplete: the page's own answer (400 with what to correct), not the cross-site refusal.
  expect(response.status()).toBe(400);
  expect(await response.text()).not.toContain("This request must come from the site itself.");
});
