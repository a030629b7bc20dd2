import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { listMusicTracks } from "#server/exercises/exercise-library.ts";
import { libraryCacheControl } from "#server/api/exercises/routes.ts";

/** GET /api/music-tracks (docs/product/spec.md §7): every track, slowest first. */
export function musicTrackRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/api/music-tracks", async (c) => {
    c.header("Cache-Control", libraryCacheControl);
    return c.json(await listMusicTracks(c.get("services").database.db));
  });
  return routes;
}
