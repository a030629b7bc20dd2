import { Hono } from "hono";
import { createApp } from "#server/app.ts";
import type { AppServices } from "#server/context.ts";
import { parseConfig } from "#server/config.ts";
import { listen } from "#server/http-server.ts";
import { createLogger } from "#server/logger.ts";

/**
 * A child process for server/http-server.test.ts: the real `createApp` and `listen` (request ids, JSON
 * logs, SIGTERM handling) with a deliberately slow route, a quick write (`POST /work`, 201 after 20 ms) and
 * stand-ins for the database and mail, which log when they are closed so the test can see the order of the
 * shutdown.
 */
const config = parseConfig({ ...process.env, NODE_ENV: "test" });
const logger = createLogger("info");
const services = {
  config,
  logger,
  database: { driver: "pglite", ping: async () => undefined, close: async () => logger.info("database closed") },
  mail: { stop: async () => logger.info("mail stopped") },
  jobs: null,
  consultationRooms: { stop: async () => undefined },
} as unknown as AppServices;

const app = createApp(services);
const slow = new Hono();
slow.get("/slow", async (c) => {
  logger.info("slow request started");
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.SLOW_MS ?? 1000)));
  return c.text("finished");
});
slow.post("/work", async (c) => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return c.json({ done: true }, 201);
});
app.route("/", slow);
listen(app, services);
