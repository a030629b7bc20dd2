import { Hono, type Context, type MiddlewareHandler } from "hono";
import {
  addPlaylistItemSchema,
  createPlaylistSchema,
  playlistMessages,
  playlistsQuerySchema,
  reorderPlaylistSchema,
  updatePlaylistItemSchema,
  updatePlaylistSchema,
} from "#contracts/playlists.ts";
import { recordSessionSchema } from "#contracts/playlist-sessions.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { pathId } from "#server/http/path-id.ts";
import { queryParams } from "#server/http/query-params.ts";
import { rateLimit } from "#server/http/rate-limit.ts";
import { addPlaylistItem, removePlaylistItem, reorderPlaylistItems, updatePlaylistItem } from "#server/playlists/playlist-items.ts";
import { listSessions, recordSession } from "#server/playlists/playlist-sessions.ts";
import { recordProgrammeSession } from "#server/programmes/programme-sessions.ts";
import {
  copyPlaylist,
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  listFeaturedPlaylists,
  listOwnPlaylists,
  listPlaylistItems,
  updatePlaylist,
} from "#server/playlists/playlists.ts";
import { callerOf, ownerForNewPlaylist } from "./owner-cookie.ts";

/** New playlists (made or copied) per address and hour: far more than a patient makes. */
export const PLAYLISTS_MADE_PER_HOUR = 100;
/** Other changes per address in ten minutes: a patient arranging a long session stays far below. */
export const PLAYLIST_CHANGES_PER_TEN_MINUTES = 1000;
/** Logged sessions per address and hour: a patient logs one or two a day, a household or clinic a few more. */
export const SESSIONS_LOGGED_PER_HOUR = 60;

const body = <Schema extends Parameters<typeof jsonBody>[0]>(schema: Schema, subject: string) =>
  jsonBody(schema, {
    // Names, descriptions and notes of at most 1000 characters each, or 100 item ids.
    maxBytes: 16 * 1024,
    subject,
    unreadable: "Your change could not be read. Please try again.",
    tooLarge: "That is too much at once. Please shorten it and try again.",
  });

const caller = (c: Context<AppEnv>) => callerOf(c.get("services"), c.req.header("cookie"));
const playlistId = (c: Context<AppEnv>) => pathId(c.req.param("id") ?? "", playlistMessages.notFound);
const itemId = (c: Context<AppEnv>) => pathId(c.req.param("itemId") ?? "", playlistMessages.itemNotFound);

/**
 * The playlists' API (docs/product/spec.md §7), under docs/product/decisions.md, 11's ownership (docs/decisions/0021).
 * Answers depend on who asks, so none is cached. Every change must come from the site's own pages, as every
 * write of the site (server/http/same-origin.ts): an admin session acts for the practice, and a forged request
 * must not change featured playlists.
 */
export function playlistRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const making = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: PLAYLISTS_MADE_PER_HOUR,
    message: "You have made many playlists in the last hour. Please wait a little before making another.",
  });
  const changing = rateLimit({
    windowMs: 10 * 60 * 1000,
    limit: PLAYLIST_CHANGES_PER_TEN_MINUTES,
    message: "You have made many changes in the last few minutes. Please wait a little and try again.",
  });
  const logging = rateLimit({
    name: "playlist-sessions",
    windowMs: 60 * 60 * 1000,
    limit: SESSIONS_LOGGED_PER_HOUR,
    message: "You have logged many sessions in the last hour. Please wait a little and try again.",
  });
  const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  };
  for (const path of ["/api/playlists", "/api/playlists/*", "/api/playlist-items/*"]) routes.use(path, noStore);

  routes.get("/api/playlists", queryParams(playlistsQuerySchema, "featured"), async (c) => {
    const { featured } = c.req.valid("query");
    const db = c.get("services").database.db;
    const who = await caller(c);
    const list = featured === "1" || featured === "true" ? listFeaturedPlaylists(db, who) : listOwnPlaylists(db, who);
    return c.json(await list);
  });

  routes.post("/api/playlists", making, body(createPlaylistSchema, "name"), async (c) => {
    const { config, database, logger } = c.get("services");
    const owner = ownerForNewPlaylist(c, config, await caller(c));
    const playlist = await createPlaylist(database.db, owner, c.req.valid("json"));
    logger.info({ playlistId: playlist.id, owner: owner.kind }, "playlist created");
    return c.json(playlist, 201);
  });

  routes.get("/api/playlists/:id", async (c) => {
    return c.json(await getPlaylist(c.get("services").database.db, playlistId(c), await caller(c)));
  });

  routes.patch("/api/playlists/:id", changing, body(updatePlaylistSchema, "name"), async (c) => {
    return c.json(await updatePlaylist(c.get("services").database.db, playlistId(c), await caller(c), c.req.valid("json")));
  });

  routes.delete("/api/playlists/:id", changing, async (c) => {
    const { database, logger } = c.get("services");
    const id = playlistId(c);
    await deletePlaylist(database.db, id, await caller(c));
    logger.info({ playlistId: id }, "playlist deleted");
    return c.body(null, 204);
  });

  routes.post("/api/playlists/:id/copy", making, async (c) => {
    const { config, database, logger } = c.get("services");
    const id = playlistId(c);
    const who = await caller(c);
    // Refused before any cookie is set: a browser that may not see the playlist gets no owner id from it.
    await getPlaylist(database.db, id, who);
    const copy = await copyPlaylist(database.db, id, who, ownerForNewPlaylist(c, config, who));
    logger.info({ playlistId: copy.id, copiedFromId: id }, "playlist copied");
    return c.json(copy, 201);
  });

  routes.get("/api/playlists/:id/items", async (c) => {
    return c.json(await listPlaylistItems(c.get("services").database.db, playlistId(c), await caller(c)));
  });

  routes.post("/api/playlists/:id/items", changing, body(addPlaylistItemSchema, "exerciseId"), async (c) => {
    const item = await addPlaylistItem(c.get("services").database.db, playlistId(c), await caller(c), c.req.valid("json"));
    return c.json(item, 201);
  });

  routes.post("/api/playlists/:id/reorder", changing, body(reorderPlaylistSchema, "itemOrder"), async (c) => {
    const { itemOrder } = c.req.valid("json");
    return c.json(await reorderPlaylistItems(c.get("services").database.db, playlistId(c), await caller(c), itemOrder));
  });

  routes.get("/api/playlists/:id/sessions", async (c) => {
    return c.json(await listSessions(c.get("services").database.db, playlistId(c), await caller(c)));
  });

  routes.post("/api/playlists/:id/sessions", logging, body(recordSessionSchema, "activeSeconds"), async (c) => {
    const { database, logger, healthRecords, config } = c.get("services");
    const who = await caller(c);
    // A programme version's session is the programme's log, sealed (docs/decisions/0050); any other, the playlist's.
    const programmeSession = await recordProgrammeSession(
      database.db,
      healthRecords,
      playlistId(c),
      who,
      c.req.valid("json"),
      clientAddress(c, config.trustProxy),
    );
    if (programmeSession) {
      logger.info({ versionId: programmeSession.versionId, sessionId: programmeSession.id }, "programme session logged");
      return c.json(programmeSession, 201);
    }
    const session = await recordSession(database.db, playlistId(c), who, c.req.valid("json"));
    logger.info({ playlistId: session.playlistId, sessionId: session.id }, "playlist session logged");
    return c.json(session, 201);
  });

  routes.patch("/api/playlist-items/:itemId", changing, body(updatePlaylistItemSchema, "musicTrackId"), async (c) => {
    return c.json(await updatePlaylistItem(c.get("services").database.db, itemId(c), await caller(c), c.req.valid("json")));
  });

  routes.delete("/api/playlist-items/:itemId", changing, async (c) => {
    await removePlaylistItem(c.get("services").database.db, itemId(c), await caller(c));
    return c.body(null, 204);
  });

  return routes;
}
