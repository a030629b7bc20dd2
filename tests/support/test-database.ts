import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#db/client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, in the "postgres" Vitest project, a
 * new database on the server named by TEST_DATABASE_URL, dropped again by `close()`. Under Vitest either
 * is a copy of the migrated database its global setup made (migrated-database.global-setup.ts) and
 * `migrate()` finds nothing to do; elsewhere (the benches) it migrates an empty database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_DRIVER !== "postgres") {
    const handle = await openDatabase({ inMemory: true, snapshot: await migratedSnapshot() });
    await handle.migrate();
    return handle;
  }
  const created = await createPostgresTestDatabase(process.env.TEST_POSTGRES_TEMPLATE);
  const handle = await openDatabase({ url: created.url });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

let snapshot: Promise<Blob | undefined> | undefined;

/** The global setup's snapshot, read once per test worker; none outside Vitest. */
function migratedSnapshot(): Promise<Blob | undefined> {
  const file = process.env.TEST_PGLITE_SNAPSHOT;
  snapshot ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return snapshot;
}

/**
 * A new database on the server named by TEST_DATABASE_URL, empty (nothing migrated, for tests that start
 * server processes on it) or a copy of `template`; `drop()` removes it, closing any connection left.
 */
export async function createPostgresTestDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
