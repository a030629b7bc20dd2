import { Hono } from "hono";
import type { AppEnv } from "../app.ts";

/**
 * Mounts every API resource on its spec path. Each resource lives in its own folder
 * (server/api/<resource>/) with its routes, handlers and tests.
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  return api;
}
