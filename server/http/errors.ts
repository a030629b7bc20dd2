import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "../logger.ts";

/** The one error body of the API (decision 14): `{ error, fields? }`. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}

/** Thrown by a handler to answer a 4xx with the API's error body. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

export function apiErrorBody(message: string, fields?: Record<string, string>): ApiErrorBody {
  return fields ? { error: message, fields } : { error: message };
}

export function handleError(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) {
      return c.json(apiErrorBody(error.message, error.fields), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/paypal/")) {
        return c.json(apiErrorBody(error.message || "Request refused"), status);
      }
      return error.getResponse();
    }
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/paypal/")) {
      return c.json(apiErrorBody("Something went wrong on our side. Please try again later."), 500);
    }
    return c.text("Internal Server Error", 500);
  };
}
