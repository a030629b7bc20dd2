import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { matchesGlob } from "node:path";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * Unit and API tests, in process. Every test runs on the embedded PGlite database; files that touch the
 * database (`*.db.test.ts`, `*.api.test.ts`) run a second time on real PostgreSQL when
 * TEST_DATABASE_URL is set, together with the `*.postgres.test.ts` files, which run only there. Playwright's
 * `*.spec.ts` files are not Vitest's.
 */
const databaseTests = ["**/*.db.test.ts", "**/*.api.test.ts"];
/** Tests that only mean something on a PostgreSQL server (several server processes on one database). */
const postgresOnlyTests = "**/*.postgres.test.ts";
const roots = [
  "contracts",
  "core",
  "server",
  "db",
  "integrations",
  "app",
  "tests/support",
  "tests/lint",
  "tests/fuzz",
  "tests/conformance",
];
const allTests = roots.map((root) => `${root}/**/*.test.{ts,tsx}`);

/**
 * Files that replace a module with vi.mock. The others share their worker's modules from file to file
 * (`isolate: false`: importing the app's module graph again was about 40 % of a file's time); these need
 * a fresh module graph, so that the mock is what they import and nobody else does. Found by reading the
 * files, so that a new one cannot be forgotten.
 */
const mockingFiles = globSync(allTests, { exclude: (name) => name === "node_modules" }).filter((file) =>
  /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, "utf8")),
);

/**
 * A database driver's tests as two projects: the shared-module one, and the isolated one for the mocking
 * files among them (left out when there are none).
 */
function driverProjects(name: string, driver: string, include: string[], exclude: string[] = []): TestProjectInlineConfiguration[] {
  const env = { TEST_DB_DRIVER: driver };
  const isolated = mockingFiles.filter(
    (file) => include.some((pattern) => matchesGlob(file, pattern)) && !exclude.some((pattern) => matchesGlob(file, pattern)),
  );
  return [
    { extends: true, test: { name, include, exclude: [...configDefaults.exclude, ...exclude, ...mockingFiles], env, isolate: false } },
    ...(isolated.length > 0 ? [{ extends: true, test: { name: `${name}-isolated`, include: isolated, env, isolate: true } }] : []),
  ];
}

export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    // A focused test (.only) would silently skip the rest of its file: refused, as Playwright's forbidOnly does.
    allowOnly: false,
    // Opening an in-memory PGlite takes seconds on a busy machine; a slow start is not a failure.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Vitest's default leaves a core to its own process (one worker on two cores); that process is idle
    // once the modules are transformed, and the workers wait on the database much of the time.
    maxWorkers: availableParallelism(),
    setupFiles: ["./tests/support/vitest-setup.ts"],
    // Per project: one migrated database that every test file's database is copied from.
    globalSetup: ["./tests/support/migrated-database.global-setup.ts"],
    projects: [
      ...driverProjects("pglite", "pglite", allTests, [postgresOnlyTests]),
      ...(process.env.TEST_DATABASE_URL
        ? driverProjects(
            "postgres",
            "postgres",
            roots.flatMap((root) => [...databaseTests, postgresOnlyTests].map((pattern) => `${root}/${pattern}`)),
          )
        : []),
    ],
  },
});
