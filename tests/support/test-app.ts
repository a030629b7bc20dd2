import pino from "pino";
import type { AppServices } from "../../server/app.ts";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { createTestDatabase } from "./test-database.ts";

/** The real Hono app on a fresh test database, called in process with `app.request()`. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const services: AppServices = {
    config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }),
    database,
    logger: pino({ level: "silent" }),
  };
  return { app: createApp(services), services, close: () => database.close() };
}
