import { Hono } from "hono";
import { appointmentsExportQuerySchema, type AdminCounts } from "#contracts/admin-inbox.ts";
import type { AppEnv } from "#server/context.ts";
import { appointmentExportColumns, appointmentsForExport } from "#server/appointments/export-appointments.ts";
import { countUnhandledContactMessages } from "#server/contact/admin-contact-messages.ts";
import { csvDownload } from "#server/http/csv-download.ts";
import { queryParams } from "#server/http/query-params.ts";
import { countStuckMail } from "#server/outbox/admin-outbox.ts";
import { countUnhandledReferrals } from "#server/referrals/admin-referrals.ts";

/**
 * The admin layout's counts of what is new and the appointments export (issue 14), behind `requireAdmin`:
 * GET /api/admin/counts, GET /api/admin/exports/appointments.csv?from&to.
 */
export function adminInboxRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/api/admin/counts", async (c) => {
    const { db } = c.get("services").database;
    const [unhandledReferrals, unhandledMessages, mail] = await Promise.all([
      countUnhandledReferrals(db),
      countUnhandledContactMessages(db),
      countStuckMail(db),
    ]);
    return c.json({ unhandledReferrals, unhandledMessages, heldMail: mail.held, givenUpMail: mail.givenUp } satisfies AdminCounts);
  });

  routes.get("/api/admin/exports/appointments.csv", queryParams(appointmentsExportQuerySchema, "from"), async (c) => {
    const { database, config } = c.get("services");
    const query = c.req.valid("query");
    const rows = await appointmentsForExport(database.db, query, config.fees);
    return csvDownload(c, `appointments-${query.from}-to-${query.to}.csv`, appointmentExportColumns, rows);
  });

  return routes;
}
