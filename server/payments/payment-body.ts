import type * as z from "zod/v4/core";
import { jsonBody } from "#server/http/json-body.ts";

/** The payment calls' bodies: small JSON, in the same words on every payment route. */
export const paymentBody = <Schema extends z.$ZodType>(schema: Schema) =>
  jsonBody(schema, {
    maxBytes: 16 * 1024,
    subject: "request",
    unreadable: "The request could not be read. Please try again.",
    tooLarge: "The request is too large.",
  });
