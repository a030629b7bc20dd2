import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import { redactContactDetails } from "#core/redact-contact-details.ts";

interface RequestScope {
  readonly requestId: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` with every log line written inside it, however deep, carrying the request's id. */
export function withRequestScope<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

/**
 * Fields that would hold a person's details if a log call ever passed them (docs/product/decisions.md, 19): they are
 * removed whatever their value. Log calls pass ids; this is the net under them.
 */
const personalFields = ["email", "phone", "notes", "subject", "to", "patientName", "referrerName", "message"];

/** Errors keep their type and stack, with contact details that their text may quote replaced. */
function errorWithoutContactDetails(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  serialized.message = redactContactDetails(serialized.message);
  if (serialized.stack) serialized.stack = redactContactDetails(serialized.stack);
  return serialized;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "web" },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.requestId } : {};
      },
      serializers: { err: errorWithoutContactDetails },
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", ...personalFields, ...personalFields.map((field) => `*.${field}`)],
        remove: true,
      },
    },
    destination,
  );
}

export type { Logger };
