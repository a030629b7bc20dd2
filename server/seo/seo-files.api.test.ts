import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXERCISE_CATALOGUE } from "#db/seeds/exercise-catalogue.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { exerciseApi } from "#contracts/paths.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { sitemapSchema, validateXml } from "#tests/support/xml-schema.ts";

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(testAdminSettings);
  await seedExerciseLibrary(testApp.services.database.db);
}, 120_000);

afterAll(() => testApp.close());

describe("sitemap.xml and robots.txt", () => {
  it("lists every public page once, by its canonical URL", async () => {
    const response = await testApp.app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 11)).toEqual([
      "https://acltelehealthphysio.com.au/",
      "https://acltelehealthphysio.com.au/book-consultation",
      "https://acltelehealthphysio.com.au/book",
      "https://acltelehealthphysio.com.au/telehealth-consultations",
      "https://acltelehealthphysio.com.au/courses",
      "https://acltelehealthphysio.com.au/professional-development",
      "https://acltelehealthphysio.com.au/healthcare-referrals",
      "https://acltelehealthphysio.com.au/faq",
      "https://acltelehealthphysio.com.au/contact",
      "https://acltelehealthphysio.com.au/privacy",
      "https://acltelehealthphysio.com.au/accessibility",
    ]);
    // Then the exercise library and every exercise's own page.
    expect(locs[11]).toBe("https://acltelehealthphysio.com.au/exercises");
    expect(locs.slice(12, 12 + EXERCISE_CATALOGUE.length).sort()).toEqual(
      EXERCISE_CATALOGUE.map((e) => `https://acltelehealthphysio.com.au/exercises/${e.slug}`).sort(),
    );
    expect(locs).toHaveLength(12 + EXERCISE_CATALOGUE.length);
    expect(xml).not.toMatch(/checkout|admin|consultation\/|\/api\//);
  });

  it("lists the practice's featured programmes, and no patient's playlist, public or not", async () => {
    const admin = new TestBrowser(testApp.app, (await signInAsAdmin(testApp.app)).cookie);
    const { body: featured } = await admin.post<Playlist>(exerciseApi.playlists, { name: "Week 1 after surgery", isFeatured: true });
    const { body: practiceOnly } = await admin.post<Playlist>(exerciseApi.playlists, { name: "Draft programme", isPublic: true });
    const { body: patients } = await new TestBrowser(testApp.app).post<Playlist>(exerciseApi.playlists, { name: "Mine", isPublic: true });
    const xml = await (await testApp.app.request("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>https://acltelehealthphysio.com.au/exercise-playlist/${featured.id}</loc>`);
    for (const hidden of [practiceOnly, patients]) expect(xml).not.toContain(`/exercise-playlist/${hidden.id}<`);
  });

  it("is valid against the Sitemap protocol's schema, featured programmes included, by xmllint", async () => {
    const admin = new TestBrowser(testApp.app, (await signInAsAdmin(testApp.app)).cookie);
    await admin.post<Playlist>(exerciseApi.playlists, { name: "Return to running", isFeatured: true });
    const xml = await (await testApp.app.request("/sitemap.xml")).text();
    expect(xml).toContain("/exercise-playlist/");
    expect(validateXml(xml, sitemapSchema)).toEqual({ valid: true, errors: "" });
    // The validator is live: a priority past 1.0 is refused.
    const invalid = xml.replace("</loc></url>", "</loc><priority>2</priority></url>");
    expect(validateXml(invalid, sitemapSchema).errors).toMatch(/priority/);
  });

  it("allows crawling, keeps flow steps and the admin out, and names the sitemap", async () => {
    const response = await testApp.app.request("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/api/", "/checkout", "/admin", "/booking-confirmation", "/exercise-playlist/new", "/consultation/"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    // Playlist pages are crawled: a patient's says noindex itself, a featured programme is indexed.
    expect(text).not.toContain("Disallow: /exercise-playlist/\n");
    expect(text).toContain("Sitemap: https://acltelehealthphysio.com.au/sitemap.xml");
  });
});
