import { Hono } from "hono";
import { adminItemParamSchema, type AdminOutboxPage, type SendAgainResponse } from "#contracts/admin-inbox.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { pathParams } from "#server/http/query-params.ts";
import { listOutbox, readOutboxMessage, sendOutboxMessageAgain } from "#server/outbox/admin-outbox.ts";

const itemId = pathParams(adminItemParamSchema, "id");

/** The mail outbox in the admin, behind `requireAdmin`: every message's state, one body, 'Send again'. */
export function adminOutboxRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/api/admin/outbox", async (c) => {
    const { database, config } = c.get("services");
    return c.json({ messages: await listOutbox(database.db), smtpConfigured: config.mail.smtpUrl !== null } satisfies AdminOutboxPage);
  });

  routes.get("/api/admin/outbox/:id", itemId, async (c) =>
    c.json(await readOutboxMessage(c.get("services").database.db, c.req.valid("param").id)),
  );

  routes.post("/api/admin/outbox/:id/send-again", itemId, async (c) => {
    const { database, config, mail } = c.get("services");
    const message = await sendOutboxMessageAgain(
      { db: database.db, mail, smtpConfigured: config.mail.smtpUrl !== null },
      c.req.valid("param").id,
      { clientAddress: clientAddress(c, config.trustProxy) },
    );
    return c.json({ message } satisfies SendAgainResponse);
  });

  return routes;
}
