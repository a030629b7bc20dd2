import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "#server/context.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { ApiError } from "#server/http/errors.ts";
import { fileDownload } from "#server/http/file-download.ts";
import { pathId } from "#server/http/path-id.ts";
import { receiptPdf } from "#server/receipts/receipt-documents.ts";

const notFound = "This receipt was not found.";
const appointmentId = z.uuid();

/**
 * An appointment's receipt or credit note as the practitioner downloads it from the dashboard, behind
 * `requireAdmin`. Each download is audited, as referral documents are: the PDF names the
 * patient.
 */
export function adminReceiptRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/api/admin/appointments/:id/receipts/:number", async (c) => {
    const { database, config } = c.get("services");
    const id = appointmentId.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, notFound);
    const number = pathId(c.req.param("number"), notFound);
    const pdf = await receiptPdf(database.db, config, number, id.data);
    await recordAudit(database.db, {
      action: "receipt.downloaded",
      actor: "admin",
      clientAddress: clientAddress(c, config.trustProxy),
      appointmentId: id.data,
      details: { receiptNumber: number },
    });
    return fileDownload(c, { ...pdf, contentType: "application/pdf" });
  });

  return routes;
}
