import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Holds a lock named `key` until the transaction ends, across every process on the database: two writes of
 * the same thing arriving together wait for each other, so the second sees the first.
 */
export async function lockUntilCommit(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
