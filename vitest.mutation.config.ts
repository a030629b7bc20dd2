import { defineConfig } from "vitest/config";

/**
 * The unit tests of core/ alone, for StrykerJS (stryker.config.json): pure functions need neither the
 * migrated database of vitest.config.ts's global setup nor its driver projects, which would cost every
 * mutant's run seconds.
 */
export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    include: ["core/**/*.test.ts"],
    setupFiles: ["./tests/support/vitest-setup.ts"],
    // As vitest.config.ts: a loaded machine is slow, not wrong (one test walks a year hour by hour).
    testTimeout: 30_000,
  },
});
