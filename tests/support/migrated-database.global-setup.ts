import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteSnapshot, openDatabase } from "#db/client.ts";
import { createPostgresTestDatabase } from "./test-database.ts";

/**
 * Vitest's global setup, once per project: one migrated database that every test file's database is copied
 * from (tests/support/test-database.ts), instead of each of about fifty files making and migrating its own.
 * PGlite: a migrated PGlite dumped to a file (initialising an empty PGlite costs 5 s of CPU and more, loading
 * the dump about 2 s). PostgreSQL: a migrated template database (copying it is quicker than migrating).
 * Both are made from the committed migrations at every run, so they are never stale. The test workers
 * start after this and inherit the environment variable that names the copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A driver's isolated project (vitest.config.ts) uses the copy its shared-module project made.
  const made = project.config.env.TEST_DB_DRIVER === "postgres" ? process.env.TEST_POSTGRES_TEMPLATE : process.env.TEST_PGLITE_SNAPSHOT;
  if (made) return async () => undefined;
  if (project.config.env.TEST_DB_DRIVER === "postgres") {
    const template = await createPostgresTestDatabase();
    const database = await openDatabase({ url: template.url });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    process.env.TEST_POSTGRES_TEMPLATE = new URL(template.url).pathname.slice(1);
    return template.drop;
  }
  const folder = mkdtempSync(path.join(tmpdir(), "pglite-snapshot-"));
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  process.env.TEST_PGLITE_SNAPSHOT = file;
  return async () => rmSync(folder, { recursive: true, force: true });
}
