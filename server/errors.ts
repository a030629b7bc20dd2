/**
 * Why a use-case refused, in words the patient or the clinician can act on. Use-cases throw these and know
 * nothing of HTTP; `server/http/errors.ts` is the one place that turns each kind into a status and product
 * docs/product/decisions.md, 14's body `{ error, fields? }`.
 */
export abstract class UseCaseError extends Error {
  readonly fields: Record<string, string> | undefined;
  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.fields = fields;
  }
}

/** The input breaks a rule the schema cannot see (a field's message in `fields`). */
export class InvalidInputError extends UseCaseError {
  override name = "InvalidInputError";
}

/** What the request names does not exist, or is not the caller's to see. */
export class NotFoundError extends UseCaseError {
  override name = "NotFoundError";
}

/** The caller may see it but not change it: another's public playlist. */
export class ForbiddenError extends UseCaseError {
  override name = "ForbiddenError";
}

/** The request is valid but the state of things refuses it: a time taken, an order used, a mismatch. */
export class ConflictError extends UseCaseError {
  override name = "ConflictError";
}

/** The payer has not completed the payment (not approved, declined). */
export class PaymentIncompleteError extends UseCaseError {
  override name = "PaymentIncompleteError";
}

/** A provider (payments, calendar) failed to answer usefully: nothing the caller did wrong, try later. */
export class ProviderFailedError extends UseCaseError {
  override name = "ProviderFailedError";
  /** 'unreachable': it did not answer (503); 'bad-answer': it answered with an error (502). */
  readonly reason: "unreachable" | "bad-answer";
  constructor(message: string, reason: "unreachable" | "bad-answer") {
    super(message);
    this.reason = reason;
  }
}

/** Too many requests of one kind from one address or sender: try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends UseCaseError {
  override name = "TooManyRequestsError";
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
