import type { APIRequestContext, APIResponse } from "@playwright/test";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { htmlProblems } from "#tests/support/html-conformance.ts";
import { jsonLdProblems, schemaOrgVocabulary } from "#tests/support/schema-org-vocabulary.ts";
import { E2E_ADMIN_PASSWORD } from "./support/admin.ts";
import { manageLinkFromConfirmation, paidBooking, roomLinkFromConfirmation } from "./support/paid-booking.ts";
import { sendPaymentLink } from "./support/payment-link.ts";
import { expect, test } from "./support/test.ts";
import { desktopOnly } from "./support/widths.ts";

/**
 * The site against the standards, route by route, on the production build: HEAD answers as GET without the
 * body (RFC 9110), every page's HTML passes html-validate (tests/support/html-conformance.ts says how it is
 * configured), every JSON-LD block uses schema.org's types and their properties only, and a page either is
 * listed (its canonical address, no noindex) or says noindex and names no canonical. The routes: every page
 * of the sitemap, the public pages it leaves out, pages behind a token made with test data (a paid booking's
 * manage and room links, a payment link), the admin's pages signed in, and samples of the API, static files
 * and downloads.
 */

test.describe.configure({ mode: "default", timeout: 300_000 });

/** Who asks for a route: a visitor, or the practitioner signed in (the admin's pages and files). */
type Asker = "visitor" | "admin";

interface Route {
  path: string;
  /** A page (HTML), or anything else (the API, a static file, a download). */
  page: boolean;
  asker: Asker;
}

/** The first capture of `pattern` in `text`, which the test data guarantees. */
function first(text: string, pattern: RegExp): string {
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`nothing matches ${String(pattern)}`);
  return found;
}

/** Makes the test data as a visitor and the practitioner would, and answers every route to check. */
async function collectRoutes(askers: Record<Asker, APIRequestContext>, origin: string): Promise<{ routes: Route[]; listed: Set<string> }> {
  const { visitor, admin } = askers;
  const sitemap = await (await visitor.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]!);

  const email = `conformance-${Date.now()}@example.com`;
  const appointmentId = await paidBooking(visitor, email);
  const manage = await manageLinkFromConfirmation(email);
  const room = (await roomLinkFromConfirmation(email)).path;
  const payBalance = await sendPaymentLink(admin, origin, appointmentId);
  const contact = { name: "Sam Lee", email, subject: "Running", message: "When can I run again?" };
  expect((await visitor.post("/api/contact", { data: contact })).status()).toBe(201);
  expect((await visitor.post("/api/referrals", { data: { ...sampleReferral, email } })).status()).toBe(201);
  const playlist = await visitor.post("/api/playlists", { data: { name: "My week one" }, headers: { origin } });
  const playlistId = ((await playlist.json()) as { id: number }).id;
  // The booking form's pay-first post, as a page sends it: the checkout is then the page, not a redirect.
  const details = { name: "Sam Patient", email, phone: "0400 000 000" };
  expect((await visitor.post("/book-consultation", { form: details, headers: { origin }, maxRedirects: 0 })).status()).toBe(302);

  // A step of the pre-consultation form, posted as its page posts it: the practitioner's card then links the draft.
  const intakeStep = { form: { intent: "next", knee: "left" }, headers: { origin }, maxRedirects: 0 };
  expect((await visitor.post(`${manage}/intake?step=knee`, intakeStep)).status()).toBe(302);

  const exercises = (await (await visitor.get("/api/exercises")).json()) as {
    slug: string;
    category: string;
    imageUrl: string;
    videoUrl: string | null;
  }[];
  const exercise = exercises.find((one) => one.videoUrl) ?? exercises[0]!;
  const home = await (await visitor.get("/")).text();
  const receipts = (await (await visitor.get(`/api${manage}/receipts`)).json()) as { receipts: { number: number }[] };
  const cards = (await (await admin.get(`/api/admin/appointments?q=${encodeURIComponent(email)}`)).json()) as {
    appointments: { patientId: string | null }[];
  };
  const firstOfList = async (path: string) => first(await (await admin.get(path)).text(), new RegExp(`href="(${path}/[^"/?#]+)"`));
  // The booking's clinical note, opened as its card's 'Clinical note' opens it.
  const dashboard = await (await admin.get(`/admin?${new URLSearchParams({ q: email }).toString()}`)).text();
  const patientNotes = first(dashboard, /action="(\/admin\/patients\/[^"/]+\/notes)"/);
  const opened = await admin.post(patientNotes, { form: { appointmentId }, headers: { origin }, maxRedirects: 0 });
  const clinicalNote = opened.headers().location!;

  const visitorPages = [
    ...listed,
    "/refer",
    `/exercises?category=${encodeURIComponent(exercise.category)}`,
    "/exercise-playlist/new",
    `/exercise-playlist/${playlistId}`,
    "/my-playlists",
    "/checkout",
    "/schedule-appointment",
    "/booking-confirmation",
    "/billing-success",
    "/billing-cancel",
    "/admin-login",
    "/sign-in",
    // A sign-in link that no longer works: the page every used, expired or unknown link shows.
    `/sign-in/${"A".repeat(43)}`,
    manage,
    `${manage}/reschedule`,
    `${manage}/intake?step=knee`,
    `${manage}/intake?step=review`,
    room,
    payBalance,
    "/no-such-page",
    "/exercises/no-such-exercise",
  ];
  const adminPages = [
    "/admin",
    "/admin/referrals",
    await firstOfList("/admin/referrals"),
    "/admin/messages",
    await firstOfList("/admin/messages"),
    "/admin/outbox",
    await firstOfList("/admin/outbox"),
    "/admin/availability",
    "/admin/consent",
    first(await (await admin.get(`/admin?q=${encodeURIComponent(email)}`)).text(), /href="(\/admin\/patients\/[^"/]+\/intake)"/),
    `/admin/consultations/${appointmentId}`,
    "/admin/patients",
    await firstOfList("/admin/patients"),
    patientNotes,
    clinicalNote,
    patientNotes.replace(/notes$/, "access-log"),
    `/admin/patients/${cards.appointments[0]!.patientId}/export`,
  ];
  const visitorOthers = [
    "/sitemap.xml",
    "/robots.txt",
    "/favicon.svg",
    "/favicon.ico",
    first(home, /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/),
    first(home, /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/),
    exercise.imageUrl,
    ...(exercise.videoUrl ? [exercise.videoUrl] : []),
    "/healthz",
    "/readyz",
    "/api/exercises",
    `/api/exercises/${exercise.slug}`,
    "/api/music-tracks",
    "/api/playlists?featured=1",
    "/api/calendly/availability",
    "/api/admin/session",
    "/api/no-such-thing",
    `/api${manage}/receipts`,
    `/api${manage}/receipts/${receipts.receipts[0]!.number}`,
  ];
  const adminOthers = [
    "/api/admin/session",
    "/api/admin/appointments",
    "/api/admin/network-members.csv",
    "/api/admin/exports/appointments.csv?from=2020-01-01&to=2040-12-31",
    "/api/admin/patients",
  ];
  const routes: Route[] = [
    ...visitorPages.map((path) => ({ path, page: true, asker: "visitor" as const })),
    ...adminPages.map((path) => ({ path, page: true, asker: "admin" as const })),
    ...visitorOthers.map((path) => ({ path, page: false, asker: "visitor" as const })),
    ...adminOthers.map((path) => ({ path, page: false, asker: "admin" as const })),
  ];
  return { routes, listed: new Set(listed) };
}

/**
 * A response's headers as a HEAD must repeat them: without the date and the request's own id, the nonce of
 * a page's policy (fresh per answer), a cookie's value (a fresh token is the same cookie), and the body's
 * framing, which is the body's and not the resource's (a streamed GET is chunked, its HEAD may state the
 * length; server/http/head-as-get.api.test.ts checks that the length is the GET's).
 */
function resourceHeaders(response: APIResponse): Record<string, string> {
  // Age, like Date, tells when: one of the two may be rendered and the other sent from the shared page cache.
  const skipped = new Set(["date", "age", "x-request-id", "content-length", "transfer-encoding"]);
  const comparable = (name: string, value: string) =>
    name === "set-cookie" ? value.replace(/^([^=;]+)=[^;]*/, "$1=…") : value.replace(/'nonce-[^']+'/g, "'nonce'");
  return Object.fromEntries(
    response
      .headersArray()
      .map(({ name, value }) => [name.toLowerCase(), value] as const)
      .filter(([name]) => !skipped.has(name))
      .map(([name, value]) => [name, comparable(name, value)]),
  );
}

test.describe("conformance, route by route", desktopOnly, () => {
  let askers: Record<Asker, APIRequestContext>;
  let routes: Route[];
  let listed: Set<string>;
  const pages = () => routes.filter((route) => route.page);

  test.beforeAll(async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const origin = new URL(baseURL).origin;
    askers = { visitor: await playwright.request.newContext({ baseURL }), admin: await playwright.request.newContext({ baseURL }) };
    const signIn = await askers.admin.post("/api/admin/login", { data: { password: E2E_ADMIN_PASSWORD }, headers: { origin } });
    expect(signIn.status()).toBe(200);
    ({ routes, listed } = await collectRoutes(askers, origin));
    // Every sitemap page, the exercise library's among them, and the rest: a route list read wrongly
    // would otherwise check nothing and pass.
    expect(listed.size).toBeGreaterThanOrEqual(40);
    expect(pages().length).toBeGreaterThanOrEqual(listed.size + 26);
    expect(routes.length).toBeGreaterThanOrEqual(pages().length + 22);
  });
  test.afterAll(async () => {
    await askers?.visitor.dispose();
    await askers?.admin.dispose();
  });

  test("HEAD answers with GET's status and headers, and no body, on every route", async () => {
    for (const { path, asker } of routes) {
      const get = await askers[asker].get(path, { maxRedirects: 0 });
      const head = await askers[asker].head(path, { maxRedirects: 0 });
      expect(head.status(), path).toBe(get.status());
      expect(resourceHeaders(head), path).toEqual(resourceHeaders(get));
      expect((await head.body()).byteLength, path).toBe(0);
    }
  });

  test("every page's HTML passes html-validate, and says whether search engines may list it", async () => {
    const problems: string[] = [];
    for (const { path, asker } of pages()) {
      const response = await askers[asker].get(path, { maxRedirects: 0 });
      expect(`${path}: ${response.status()} ${response.headers()["content-type"] ?? "no type"}`).toMatch(/: (200|404) text\/html/);
      const html = await response.text();
      problems.push(...(await htmlProblems(html, path)));
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      const noindex = /<meta name="robots" content="noindex"/.test(html);
      if (listed.has(path)) {
        expect(canonical && new URL(canonical).pathname + new URL(canonical).search, path).toBe(path);
        expect(noindex, path).toBe(false);
      } else if (noindex) {
        expect(canonical, `${path} says noindex: it names no canonical address`).toBeUndefined();
      }
    }
    expect(problems).toEqual([]);
  });

  test("every JSON-LD block uses schema.org's types and their properties only", async () => {
    const vocabulary = schemaOrgVocabulary();
    const types = new Set<string>();
    const problems: string[] = [];
    for (const { path, asker } of pages()) {
      const html = await (await askers[asker].get(path, { maxRedirects: 0 })).text();
      for (const [, text] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        const data = JSON.parse(text!) as { "@context"?: string; "@type"?: string };
        expect(data["@context"], path).toBe("https://schema.org");
        types.add(String(data["@type"]));
        problems.push(...jsonLdProblems(data, vocabulary, path));
      }
    }
    expect(problems).toEqual([]);
    // Each kind of page that describes itself was seen: the check looked at something.
    expect([...types].sort()).toEqual(expect.arrayContaining(["Course", "ExercisePlan", "FAQPage", "Physiotherapy"]));
  });
});
