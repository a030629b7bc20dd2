import { Hono } from "hono";
import { adminItemParamSchema } from "#contracts/admin-inbox.ts";
import type { AppEnv } from "#server/context.ts";
import { listContactMessages, markContactMessageHandled, readContactMessage } from "#server/contact/admin-contact-messages.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { pathParams } from "#server/http/query-params.ts";

const itemId = pathParams(adminItemParamSchema, "id");

/** The contact messages of the admin inbox, behind `requireAdmin`: list, one message, 'Mark handled'. */
export function adminMessageRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/api/admin/messages", async (c) => c.json(await listContactMessages(c.get("services").database.db)));

  routes.get("/api/admin/messages/:id", itemId, async (c) =>
    c.json(await readContactMessage(c.get("services").database.db, c.req.valid("param").id)),
  );

  routes.post("/api/admin/messages/:id/handled", itemId, async (c) => {
    const { database, config } = c.get("services");
    return c.json(
      await markContactMessageHandled(database.db, c.req.valid("param").id, { clientAddress: clientAddress(c, config.trustProxy) }),
    );
  });

  return routes;
}
