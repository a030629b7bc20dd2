import { Hono } from "hono";
import { adminAppointmentsQuerySchema, appointmentActionSchema, type MarkCompletedResponse } from "#contracts/admin.ts";
import { appointmentsExportQuerySchema } from "#contracts/admin-inbox.ts";
import type { AppEnv } from "#server/context.ts";
import { latestAudit } from "#server/admin/audit.ts";
import { listAdminAppointments } from "#server/appointments/list-admin-appointments.ts";
import { appointmentExportColumns, appointmentsForExport } from "#server/appointments/export-appointments.ts";
import { markConsultationComplete } from "#server/appointments/mark-consultation-complete.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { csvDownload } from "#server/http/csv-download.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { queryParams } from "#server/http/query-params.ts";

/**
 * The dashboard's reads and the consultation's completion (docs/product/spec.md §7), mounted behind `requireAdmin`:
 * GET /api/admin/appointments (one page of cards), POST /api/admin/mark-completed, GET /api/admin/audit, and
 * the dashboard's export, GET /api/admin/exports/appointments.csv?from&to.
 */
export function adminAppointmentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/api/admin/appointments", queryParams(adminAppointmentsQuerySchema, "query"), async (c) => {
    const { database, config } = c.get("services");
    return c.json(
      await listAdminAppointments(
        database.db,
        c.req.valid("query"),
        { fees: config.fees, graceMinutes: config.videoRoom.graceMinutes },
        new Date(),
      ),
    );
  });

  routes.post(
    "/api/admin/mark-completed",
    jsonBody(appointmentActionSchema, {
      maxBytes: 4 * 1024,
      subject: "appointmentId",
      unreadable: "The request could not be read. Please try again.",
      tooLarge: "The request is too large.",
    }),
    async (c) => {
      const { database, config } = c.get("services");
      const appointment = await markConsultationComplete(
        database.db,
        c.req.valid("json").appointmentId,
        { clientAddress: clientAddress(c, config.trustProxy) },
        config.fees,
      );
      return c.json({ appointment } satisfies MarkCompletedResponse);
    },
  );

  routes.get("/api/admin/audit", async (c) => c.json(await latestAudit(c.get("services").database.db)));

  routes.get("/api/admin/exports/appointments.csv", queryParams(appointmentsExportQuerySchema, "from"), async (c) => {
    const { database, config } = c.get("services");
    const query = c.req.valid("query");
    const rows = await appointmentsForExport(database.db, query, config.fees);
    return csvDownload(c, `appointments-${query.from}-to-${query.to}.csv`, appointmentExportColumns, rows);
  });

  return routes;
}
