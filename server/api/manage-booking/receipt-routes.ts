import { Hono, type Context } from "hono";
import type { ReceiptList } from "#contracts/receipts.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import { findAppointmentByManageToken } from "#server/bookings/manage-link.ts";
import type { AppEnv } from "#server/context.ts";
import { NotFoundError } from "#server/errors.ts";
import { fileDownload } from "#server/http/file-download.ts";
import { pathId } from "#server/http/path-id.ts";
import { rateLimit } from "#server/http/rate-limit.ts";
import { listReceipts, receiptPdf } from "#server/receipts/receipt-documents.ts";

const notFound = "This receipt was not found.";

/** The appointment the path's token names while its link works; anything else is a 404 that says nothing more. */
async function appointmentOf(c: Context<AppEnv>): Promise<AppointmentRow> {
  const appointment = await findAppointmentByManageToken(c.get("services").database.db, c.req.param("token") ?? "", new Date());
  if (!appointment) throw new NotFoundError("This booking link is not valid any more.");
  return appointment;
}

/**
 * The patient's receipts from the manage-booking page: the list, and each PDF, of the
 * token's own appointment only (a number of another appointment is a 404). Limited per address like every
 * token path: tokens cannot be guessed, and each PDF is rendered on request.
 */
export function manageBookingReceiptRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limit = rateLimit({
    name: "manage-booking-receipts",
    windowMs: 15 * 60_000,
    limit: 60,
    message: "Too many requests. Please wait a few minutes and try again.",
  });

  routes.get("/api/manage-booking/:token/receipts", limit, async (c) => {
    const appointment = await appointmentOf(c);
    const body: ReceiptList = { receipts: await listReceipts(c.get("services").database.db, appointment.id) };
    c.header("Cache-Control", "no-store");
    return c.json(body);
  });

  routes.get("/api/manage-booking/:token/receipts/:number", limit, async (c) => {
    const appointment = await appointmentOf(c);
    const { database, config } = c.get("services");
    const pdf = await receiptPdf(database.db, config, pathId(c.req.param("number"), notFound), appointment.id);
    return fileDownload(c, { ...pdf, contentType: "application/pdf" });
  });

  return routes;
}
