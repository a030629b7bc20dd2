import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { canonicalUrl, nonIndexedPaths, paths, sitemapPaths } from "#contracts/paths.ts";
import type { Database } from "#db/client.ts";
import { exercises } from "#db/schema/exercises.ts";
import { playlists } from "#db/schema/playlists.ts";
import type { AppEnv } from "#server/context.ts";

const escapeXml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * sitemap.xml: every public page, by the same canonical URL its <link rel="canonical"> gives: the fixed
 * pages, the exercise library, each exercise's page (from the seeded library) and the practice's featured
 * programmes (core/exercises/playlist-indexing.ts).
 */
export async function sitemapXml(db: Database): Promise<string> {
  const slugs = await db
    .select({ slug: exercises.slug })
    .from(exercises)
    .orderBy(asc(exercises.stage), asc(exercises.popularity), asc(exercises.id));
  const featured = await db.select({ id: playlists.id }).from(playlists).where(eq(playlists.isFeatured, true)).orderBy(asc(playlists.id));
  const pages = [
    ...sitemapPaths,
    paths.exercises,
    ...slugs.map(({ slug }) => paths.exercise(slug)),
    ...featured.map(({ id }) => paths.playlist(id)),
  ];
  const urls = pages.map((path) => `  <url><loc>${escapeXml(canonicalUrl(path))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...nonIndexedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${canonicalUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** Served by the server, so the lists follow the code rather than a file someone must remember to edit. */
export function seoFileRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const cache = "public, max-age=3600";
  routes.get("/sitemap.xml", async (c) =>
    c.body(await sitemapXml(c.get("services").database.db), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": cache,
    }),
  );
  routes.get("/robots.txt", (c) => c.text(robotsTxt(), 200, { "Cache-Control": cache }));
  return routes;
}
