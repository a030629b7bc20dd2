import { openDatabase } from "../db/client.ts";
import { seedDatabase } from "../db/seed.ts";
import type { AppServices } from "./app.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

/** Opens the database chosen by the configuration, applies migrations and seed data. */
export async function createServices(config: Config, logger: Logger): Promise<AppServices> {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  logger.info(
    { driver: database.driver, ms: Math.round(performance.now() - started) },
    "database migrated and seeded",
  );
  return { config, database, logger };
}

export async function closeServices(services: AppServices): Promise<void> {
  await services.database.close();
}
