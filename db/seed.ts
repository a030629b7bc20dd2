import type { Database } from "./client.ts";
import { seedExerciseLibrary } from "./seeds/exercise-library.ts";
import { seedSchedulerSettings } from "./seeds/scheduler-settings.ts";

/**
 * A seeder writes the rows a fresh installation needs and is safe to run at every start: settings are
 * inserted once and the admin's edits left alone (`onConflictDoNothing`); the exercise library is upserted
 * from the repository's catalogue, which is its truth.
 */
export type Seeder = (db: Database) => Promise<void>;

const seeders: readonly Seeder[] = [seedSchedulerSettings, seedExerciseLibrary];

export async function seedDatabase(db: Database): Promise<void> {
  for (const seed of seeders) await seed(db);
}
