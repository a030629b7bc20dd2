import { configDefaults, defineConfig } from "vitest/config";

/**
 * Unit and API tests, in process. Every test runs on the embedded PGlite database; files that touch the
 * database (`*.db.test.ts`, `*.api.test.ts`) run a second time on real PostgreSQL when
 * TEST_DATABASE_URL is set, together with the `*.postgres.test.ts` files, which run only there. Playwright's
 * `*.spec.ts` files are not Vitest's.
 */
const databaseTests = ["**/*.db.test.ts", "**/*.api.test.ts"];
/** Tests that only mean something on a PostgreSQL server (several server processes on one database). */
const postgresOnlyTests = "**/*.postgres.test.ts";
const roots = ["contracts", "core", "server", "db", "integrations", "app", "tests/support", "tests/lint", "tests/fuzz"];

export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    // Opening an in-memory PGlite takes seconds on a busy machine; a slow start is not a failure.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    setupFiles: ["./tests/support/vitest-setup.ts"],
    // Per project: one migrated database that every test file's database is copied from.
    globalSetup: ["./tests/support/migrated-database.global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: roots.map((root) => `${root}/**/*.test.{ts,tsx}`),
          exclude: [...configDefaults.exclude, postgresOnlyTests],
          env: { TEST_DB_DRIVER: "pglite" },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: roots.flatMap((root) => [...databaseTests, postgresOnlyTests].map((pattern) => `${root}/${pattern}`)),
                env: { TEST_DB_DRIVER: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
