import { Hono } from "hono";
import { z } from "zod";
import { signInLinkRequestSchema } from "#contracts/patient-sign-in.ts";
import { patientSignInMessages, type SignInLinkAnswer } from "#contracts/patient-sign-in-messages.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { ApiError } from "#server/http/errors.ts";
import { fileDownload } from "#server/http/file-download.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { pathId } from "#server/http/path-id.ts";
import { rateLimit } from "#server/http/rate-limit.ts";
import { patientAppointmentId } from "#server/patients/my-care.ts";
import { patientSessionOf } from "#server/patients/patient-session-cookie.ts";
import { requestSignInLink } from "#server/patients/sign-in-links.ts";
import { receiptPdf } from "#server/receipts/receipt-documents.ts";

const receiptNotFound = "This receipt was not found.";
const appointmentId = z.uuid();

/**
 * The patients' API (docs/decisions/0047): asking for a sign-in link, whose answer is the same 202 whatever
 * the email (its limits are the use-case's, per address and per email); and the signed-in patient's receipts,
 * of their own appointments only (another's is a 404 like a missing one).
 */
export function patientRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(
    "/api/patient/sign-in-link",
    jsonBody(signInLinkRequestSchema, {
      maxBytes: 4 * 1024,
      subject: "email",
      unreadable: patientSignInMessages.email,
      tooLarge: patientSignInMessages.email,
      notJson: "Please send the email address as JSON.",
    }),
    async (c) => {
      const services = c.get("services");
      await requestSignInLink(services, c.req.valid("json"), clientAddress(c, services.config.trustProxy));
      return c.json({ message: patientSignInMessages.linkSent } satisfies SignInLinkAnswer, 202);
    },
  );

  routes.get(
    "/api/patient/appointments/:id/receipts/:number",
    rateLimit({
      name: "patient-receipts",
      windowMs: 15 * 60_000,
      limit: 60,
      message: "Too many requests. Please wait a few minutes and try again.",
    }),
    async (c) => {
      const services = c.get("services");
      const session = await patientSessionOf(services, c.req.header("cookie"));
      if (!session) throw new ApiError(401, "Please sign in.");
      const id = appointmentId.safeParse(c.req.param("id"));
      const own = id.success ? await patientAppointmentId(services.database.db, session.patientId, id.data) : null;
      if (!own) throw new ApiError(404, receiptNotFound);
      const pdf = await receiptPdf(services.database.db, services.config, pathId(c.req.param("number"), receiptNotFound), own);
      return fileDownload(c, { ...pdf, contentType: "application/pdf" });
    },
  );

  return routes;
}
