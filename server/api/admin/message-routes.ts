import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { listContactMessages } from "#server/contact/admin-contact-messages.ts";

/**
 * The contact messages, newest first, behind `requireAdmin`: what an e2e test reads to find the message it
 * sent (tests/e2e/first-interaction/admin.spec.ts). The pages read and mark them through server/pages/admin-pages.ts.
 */
export function adminMessageRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/api/admin/messages", async (c) => c.json(await listContactMessages(c.get("services").database.db)));
  return routes;
}
