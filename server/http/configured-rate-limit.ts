import type { MiddlewareHandler } from "hono";
import type { Config } from "#server/config.ts";
import type { AppEnv } from "#server/context.ts";
import { rateLimit, type RateLimitOptions } from "./rate-limit.ts";

/**
 * A rate limit whose figures come from the configuration, which routes only see once a request carries the
 * services: built on the first request, then the one counter of that route.
 */
export function configuredRateLimit(options: (config: Config) => RateLimitOptions): MiddlewareHandler<AppEnv> {
  let limiter: MiddlewareHandler<AppEnv> | undefined;
  return (c, next) => {
    limiter ??= rateLimit(options(c.get("services").config));
    return limiter(c, next);
  };
}

/**
 * Each payment call that writes or asks the provider (creating an order, capture, completing or scheduling a booking, saving a
 * billing method, the booking lookup) has its own counter per address: a patient needs a handful an hour.
 */
export const paymentCallLimit = (name: string) =>
  configuredRateLimit((config) => ({
    name: `payment-${name}`,
    windowMs: 60 * 60 * 1000,
    limit: config.rateLimits.paymentRequestsPerHour,
    message: "Too many payment requests. Please wait a few minutes and try again.",
  }));

/** A provider's webhook: generous for its bursts of retries, a ceiling for a forger's flood. */
export const webhookLimit = (provider: string) =>
  configuredRateLimit((config) => ({
    name: `webhook-${provider}`,
    windowMs: 60 * 1000,
    limit: config.rateLimits.webhooksPerMinute,
    message: "Too many webhook deliveries.",
  }));

/**
 * Placing a hold, for a new booking or a move: each blocks a time for everyone else. Per patient the
 * use-case allows HOLDS_PER_HOUR (holdSenderLimit); one address as a whole, shared by a clinic's or a
 * family's devices, five times as many, both kinds counted together.
 */
export const holdLimit = () =>
  configuredRateLimit((config) => ({
    name: "holds",
    windowMs: 60 * 60 * 1000,
    limit: config.scheduling.holdsPerHour * 5,
    message: "Many times have been chosen from your network in the last hour. Please wait a little, or contact us to book.",
  }));
