import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { listMusicTracks } from "../../exercises/exercise-library.ts";
import { libraryCacheControl } from "../exercises/routes.ts";

/** GET /api/music-tracks (spec §7): every track, slowest first. */
export function musicTrackRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/api/music-tracks", async (c) => {
    c.header("Cache-Control", libraryCacheControl);
    return c.json(await listMusicTracks(c.get("services").database.db));
  });
  return routes;
}
