import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";

interface RequestScope {
  readonly requestId: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` with every log line written inside it, however deep, carrying the request's id. */
export function withRequestScope<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "web" },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.requestId } : {};
    },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
  });
}

export type { Logger };
