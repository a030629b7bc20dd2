import { expect, test, type Page } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

/**
 * A page of another site that posts forms to this one is refused, whether the form targets a page or the
 * API and whatever its body (docs/decisions/0036); the same forms posted from the site itself reach their
 * route. The site runs at http://127.0.0.1:<port> with no PUBLIC_URL; the other site is a page Playwright
 * serves at http://attacker.test (http://localhost:<port> would be PUBLIC_URL's default origin, which is
 * trusted). Nothing here depends on the window's width.
 */
const attacker = "http://attacker.test";
const refusal = "This request must come from the site itself.";
const unknownToken = "A".repeat(43);

interface FormPost {
  name: string;
  path: string;
  enctype: "application/x-www-form-urlencoded" | "multipart/form-data" | "text/plain";
  fields: Record<string, string>;
}

/**
 * A text/plain form whose body reads as this JSON: the classic way a cross-site form sends JSON, as
 * `{"a":"b","_":"="}` (the field's name carries the JSON, the `=` lands in a padding field).
 */
function jsonForm(body: Record<string, string>): Record<string, string> {
  return { [`${JSON.stringify(body).slice(0, -1)},"_":"`]: '"}' };
}

const contact = { name: "Cross Site", email: "cross-site@example.com", subject: "Knee", message: "Sent by a page of another site." };
const referral = {
  referrerName: "Dr Forged",
  clinicName: "Elsewhere",
  referrerEmail: "forged@example.com",
  patientName: "Pat",
  patientEmail: "pat@example.com",
};

const posts: FormPost[] = [
  { name: "contact page", path: "/contact", enctype: "application/x-www-form-urlencoded", fields: contact },
  { name: "contact API", path: "/api/contact", enctype: "text/plain", fields: jsonForm(contact) },
  { name: "referral page", path: "/healthcare-referrals", enctype: "multipart/form-data", fields: referral },
  { name: "referral API", path: "/api/referrals", enctype: "multipart/form-data", fields: referral },
  { name: "booking page", path: "/book-consultation", enctype: "application/x-www-form-urlencoded", fields: contact },
  { name: "booking hold API", path: "/api/bookings/hold", enctype: "text/plain", fields: jsonForm(contact) },
  { name: "new playlist page", path: "/exercise-playlist/new", enctype: "application/x-www-form-urlencoded", fields: { name: "Forged" } },
  { name: "playlists API", path: "/api/playlists", enctype: "text/plain", fields: jsonForm({ name: "Forged" }) },
  { name: "admin sign-in page", path: "/admin-login", enctype: "application/x-www-form-urlencoded", fields: { password: "guess" } },
  { name: "admin sign-in API", path: "/api/admin/login", enctype: "text/plain", fields: jsonForm({ password: "guess" }) },
  { name: "admin sign-out page", path: "/admin-login", enctype: "application/x-www-form-urlencoded", fields: { intent: "logout" } },
  {
    name: "admin dashboard page",
    path: "/admin?index",
    enctype: "application/x-www-form-urlencoded",
    fields: { intent: "complete", appointmentId: unknownToken },
  },
  {
    name: "manage-booking page",
    path: `/manage-booking/${unknownToken}`,
    enctype: "application/x-www-form-urlencoded",
    fields: { intent: "cancel" },
  },
  {
    name: "manage-booking cancel API",
    path: `/api/manage-booking/${unknownToken}/cancel`,
    enctype: "application/x-www-form-urlencoded",
    fields: {},
  },
];

const isApi = (post: FormPost) => post.path.startsWith("/api/");

/** The forms as HTML, each posting to the site at `siteOrigin` with its own submit button. */
function formsHtml(siteOrigin: string): string {
  const escape = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
  return posts
    .map(({ name, path, enctype, fields }) => {
      const inputs = Object.entries(fields).map(([key, value]) => `<input type="hidden" name="${escape(key)}" value="${escape(value)}">`);
      return `<form method="post" action="${siteOrigin}${path}" enctype="${enctype}">${inputs.join("")}<button>${name}</button></form>`;
    })
    .join("\n");
}

/** Submits one form and answers the site's response to it. */
async function submit(page: Page, siteOrigin: string, post: FormPost) {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url() === `${siteOrigin}${post.path}` && answer.request().method() === "POST"),
    page.getByRole("button", { name: post.name, exact: true }).click(),
  ]);
  // A redirect (the admin's answer without a session) has no body to read.
  const redirected = response.status() >= 300 && response.status() < 400;
  return { status: response.status(), body: redirected ? "" : await response.text() };
}

test.describe("writes from another site", desktopOnly, () => {
  test("every form another site posts to a page or the API is refused, and a page says so in words", async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin;
    await page.route(`${attacker}/forms`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Another site</title>${formsHtml(site)}` }),
    );
    for (const post of posts) {
      await page.goto(`${attacker}/forms`);
      const { status, body } = await submit(page, site, post);
      expect(status, post.name).toBe(403);
      expect(body, post.name).toContain(refusal);
      if (isApi(post)) {
        expect(JSON.parse(body), post.name).toEqual({ error: refusal });
      } else {
        await expect(page.getByRole("heading", { level: 1, name: "Not sent" }), post.name).toBeVisible();
        await expect(page.getByText("nothing was saved or changed"), post.name).toBeVisible();
      }
    }
  });

  test("the same forms posted from the site itself reach their routes", async ({ page, baseURL }) => {
    // Some twenty posts one after another, each answering with its page: 17 s on a quiet machine.
    test.setTimeout(60_000);
    const site = new URL(baseURL!).origin;
    for (const post of posts) {
      // A page of the site with no script of its own, given the forms.
      await page.goto("/privacy");
      await page.evaluate((html) => document.body.insertAdjacentHTML("beforeend", html), formsHtml(site));
      const { status, body } = await submit(page, site, post);
      expect(status, post.name).not.toBe(403);
      expect(body, post.name).not.toContain(refusal);
    }
  });

  test("a contact message sent from the site itself is received", async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin;
    await page.goto("/privacy");
    await page.evaluate((html) => document.body.insertAdjacentHTML("beforeend", html), formsHtml(site));
    const { status } = await submit(page, site, posts[0]!);
    expect(status).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "Message sent!" }).first()).toBeVisible();
  });

  test("an older browser's post (an Origin, no Fetch Metadata) is refused too; a program's, with neither, is not", async ({ request }) => {
    for (const post of posts.filter(isApi)) {
      const forged = await request.post(post.path, { headers: { origin: attacker }, form: post.fields });
      expect(forged.status(), post.name).toBe(403);
      const program = await request.post(post.path, { form: post.fields });
      expect(program.status(), post.name).not.toBe(403);
    }
  });
});
