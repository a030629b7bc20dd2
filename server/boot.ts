import { assertReadyToServe, ConfigError, parseConfig, startupWarnings, type Config } from "./config.ts";
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
    const logger = createLogger(config.logLevel);
    for (const warning of startupWarnings(config)) logger.warn(warning);
    return { config, logger };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
