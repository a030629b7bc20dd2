import type { Outcome } from "#contracts/form-reply.ts";
import { practice } from "#core/practice.ts";
import type { AppServices } from "#server/context.ts";
import { refusalOf } from "#server/http/errors.ts";
import { enforceLimit, type Limit } from "#server/limits/enforce-limit.ts";

/**
 * Every write a page's form makes, per address an hour: the ceiling against floods that the API's routes
 * have each on their own. Generous: a clinic's or a hospital's staff share one address. The everyday limits
 * are each use-case's, per address and sender.
 */
export const pageWriteCeiling: Limit = {
  name: "page-writes",
  limit: 300,
  windowMs: 60 * 60 * 1000,
  message: `Many forms have been sent from your network in the last hour. Please try again later, or email us at ${practice.email}.`,
};

/** Runs a page's write: under the address's ceiling, its refusals returned as the API would answer them. */
export type PageWrite = <T>(run: () => Promise<T>) => Promise<Outcome<T>>;

export function pageWrites(services: AppServices, clientAddress: string): PageWrite {
  return (run) => outcomeOf(async () => (await enforceLimit(services.database.db, pageWriteCeiling, { address: clientAddress }), run()));
}

/** A write's refusal as the API answers it (status, words, when to retry); anything else throws (a 500). */
export async function outcomeOf<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { ok: false, refusal };
    throw error;
  }
}
