import { Hono } from "hono";
import { adminItemParamSchema } from "#contracts/admin-inbox.ts";
import { recordExportFormats } from "#contracts/record-export.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { fileDownload } from "#server/http/file-download.ts";
import { pathParams } from "#server/http/query-params.ts";
import { exportPatientRecord } from "#server/record-export/export-record.ts";

const patientId = pathParams(adminItemParamSchema, "id");

/**
 * A patient's whole record as the practitioner downloads it from the export page, behind `requireAdmin`:
 * `record.json` for another system, `record.pdf` for the patient. An attachment never cached or sniffed;
 * every export audited (server/record-export/export-record.ts).
 */
export function adminRecordExportRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const format of recordExportFormats) {
    routes.get(`/api/admin/patients/:id/record.${format}`, patientId, async (c) => {
      const services = c.get("services");
      const file = await exportPatientRecord(services, c.req.valid("param").id, format, {
        clientAddress: clientAddress(c, services.config.trustProxy),
      });
      return fileDownload(c, file);
    });
  }
  return routes;
}
