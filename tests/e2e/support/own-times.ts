import type { APIRequestContext } from "@playwright/test";

/**
 * The address of a page that lists open times (`path`), listing them from a random time far along the
 * list: tests run side by side on one server, and each that holds a time takes its own from there, not one
 * of the first ten every other test sees. The ends of the list are left to the tests that book the
 * earliest or the latest time (support/paid-booking.ts).
 */
export async function ownTimesPath(request: APIRequestContext, path: string): Promise<string> {
  const slots = (await (await request.get("/api/calendly/availability")).json()) as { start_time: string }[];
  if (slots.length < 100) throw new Error(`too few open times for the tests to share: ${slots.length}`);
  const index = 30 + Math.floor(Math.random() * (slots.length - 80));
  return `${path}?from=${encodeURIComponent(slots[index]!.start_time)}`;
}
