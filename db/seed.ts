import type { Database } from "./client.ts";
import { seedSchedulerSettings } from "./seeds/scheduler-settings.ts";

/**
 * A seeder inserts the rows a fresh installation needs and leaves existing rows alone
 * (`onConflictDoNothing`), so running every seeder at each start is safe.
 */
export type Seeder = (db: Database) => Promise<void>;

const seeders: readonly Seeder[] = [seedSchedulerSettings];

export async function seedDatabase(db: Database): Promise<void> {
  for (const seed of seeders) await seed(db);
}
