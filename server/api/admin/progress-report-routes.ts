import { Hono } from "hono";
import { adminItemParamSchema } from "#contracts/admin-inbox.ts";
import { reportConsentIdSchema } from "#contracts/outcome-progress.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { fileDownload } from "#server/http/file-download.ts";
import { pathParams, queryParams } from "#server/http/query-params.ts";
import { downloadProgressReport } from "#server/outcomes/progress-report.ts";

/**
 * A patient's progress report for the clinician a consent names (`?consentId=`), as the Progress tab's
 * 'Download report' saves it, behind `requireAdmin`: refused without a consent in force, audited.
 */
export function adminProgressReportRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    "/api/admin/patients/:id/progress-report.pdf",
    pathParams(adminItemParamSchema, "id"),
    queryParams(reportConsentIdSchema, "consent"),
    async (c) => {
      const services = c.get("services");
      const file = await downloadProgressReport(services, c.req.valid("param").id, c.req.valid("query").consentId, {
        clientAddress: clientAddress(c, services.config.trustProxy),
      });
      return fileDownload(c, file);
    },
  );
}
