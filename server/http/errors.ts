import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PaymentIncompleteError,
  ProviderFailedError,
  TooManyRequestsError,
  UseCaseError,
} from "#server/errors.ts";
import type { Refusal } from "#contracts/form-reply.ts";
import type { Logger } from "#server/logger.ts";

/** The one error body of the API (docs/product/decisions.md, 14): `{ error, fields? }`. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}

/** Thrown by the HTTP layer (routes, middleware) to answer with the API's error body; use-cases throw UseCaseError. */
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

/** The status of each kind of use-case refusal: the one place that knows both. */
function statusOf(error: Error): ContentfulStatusCode | null {
  if (error instanceof TooManyRequestsError) return 429;
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof PaymentIncompleteError) return 402;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof ProviderFailedError) return error.reason === "unreachable" ? 503 : 502;
  return null;
}

/**
 * A use-case's refusal as the API answers it (status, words, fields, when to retry), or null for an error
 * that is not a refusal (a fault: a 500). The API and the pages' actions both answer through it.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof UseCaseError)) return null;
  const status = statusOf(error);
  if (status === null) return null;
  return {
    status,
    error: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error instanceof TooManyRequestsError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  };
}

export function handleError(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) {
      return c.json(apiErrorBody(error.message, error.fields), error.status);
    }
    const refusal = refusalOf(error);
    if (refusal) {
      if (refusal.retryAfterSeconds !== undefined) c.header("Retry-After", String(refusal.retryAfterSeconds));
      return c.json(apiErrorBody(refusal.error, refusal.fields), refusal.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException) {
      const { status } = error;
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
