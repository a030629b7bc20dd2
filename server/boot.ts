import { assertReadyToServe, ConfigError, parseConfig, type Config } from "./config.ts";
import { createLogger, type Logger } from "./logger.ts";

/** Reads `.env` when present, then the configuration; a bad value ends the process with its message. */
export function boot(): { config: Config; logger: Logger } {
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment alone configures the site.
  }
  try {
    const config = assertReadyToServe(parseConfig(process.env));
    return { config, logger: createLogger(config.logLevel) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
