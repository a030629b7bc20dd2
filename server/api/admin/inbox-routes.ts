import { Hono } from "hono";
import { appointmentsExportQuerySchema } from "#contracts/admin-inbox.ts";
import { adminCounts } from "#server/admin/admin-counts.ts";
import type { AppEnv } from "#server/context.ts";
import { appointmentExportColumns, appointmentsForExport } from "#server/appointments/export-appointments.ts";
import { csvDownload } from "#server/http/csv-download.ts";
import { queryParams } from "#server/http/query-params.ts";

/**
 * The admin layout's counts of what is new and the appointments export, behind `requireAdmin`:
 * GET /api/admin/counts, GET /api/admin/exports/appointments.csv?from&to.
 */
export function adminInboxRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/api/admin/counts", async (c) => c.json(await adminCounts(c.get("services").database.db)));

  routes.get("/api/admin/exports/appointments.csv", queryParams(appointmentsExportQuerySchema, "from"), async (c) => {
    const { database, config } = c.get("services");
    const query = c.req.valid("query");
    const rows = await appointmentsForExport(database.db, query, config.fees);
    return csvDownload(c, `appointments-${query.from}-to-${query.to}.csv`, appointmentExportColumns, rows);
  });

  return routes;
}
