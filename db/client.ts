import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** The one handle the rest of the code uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: "pglite" | "postgres";
  /** Plain SQL with positional parameters, for libraries that bring their own SQL (pg-boss). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a lock named `name` across every process on this database (a PostgreSQL
   * advisory lock), for start-up steps that would race when several server processes start together.
   * PGlite has one process: `work` just runs.
   */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only (null on PGlite, which is one process): a connection of its own, outside the pool, that
   * LISTENs on `channel` and hands each notification's payload to `onPayload`. A lost connection is opened
   * again, and `onReconnected` told, since what was notified in between did not arrive.
   */
  readonly listen: ((channel: string, handlers: NotificationHandlers) => Promise<{ close(): Promise<void> }>) | null;
}

export interface NotificationHandlers {
  onPayload(payload: string): void;
  onReconnected(): void;
}

/**
 * Initialising an empty PGlite costs seconds and about 800 MB at its peak (docs/decisions/0045): tests start
 * from a migrated data directory dumped earlier (`snapshot`, `migratedPgliteSnapshot()`), and an empty data
 * folder from a copy of `template`, a migrated data folder (`createPgliteTemplate()`, made by the build).
 */
export type DatabaseTarget = { url: string } | { dataDir: string; template?: string } | { inMemory: true; snapshot?: Blob };

/**
 * PostgreSQL's default 128 MB of shared buffers would be resident memory of the server process itself on
 * PGlite; the practice's database is a few megabytes, and the kernel caches its files (docs/decisions/0045).
 */
/**
 * V8 recompiles hot WebAssembly functions with its optimising compiler in the background, and on PGlite's
 * PostgreSQL that takes about 500 MB for moments at a time, more than a small server has; the baseline
 * compiler's code costs about a fifth more CPU per query (docs/decisions/0045). Set before PGlite compiles.
 */
function compileWebAssemblyWithBaselineOnly(): void {
  v8.setFlagsFromString("--no-wasm-dynamic-tiering --no-wasm-tier-up");
}

const pgliteOptions = { extensions: { btree_gist }, startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target.url);
  compileWebAssemblyWithBaselineOnly();
  if ("inMemory" in target) return wrapPglite(await PGlite.create({ ...pgliteOptions, loadDataDir: target.snapshot }));
  const dir = path.join(target.dataDir, "pglite");
  if (target.template && isPgliteFolder(target.template) && !isPgliteFolder(dir)) cpSync(target.template, dir, { recursive: true });
  mkdirSync(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir, pgliteOptions));
}

const isPgliteFolder = (dir: string) => existsSync(path.join(dir, "PG_VERSION"));

/** A migrated PGlite data folder at `dir` (empty or absent): what an empty data folder starts as. */
export async function createPgliteTemplate(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const client = await PGlite.create(dir, pgliteOptions);
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  } finally {
    await client.close();
  }
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    executeSql: async (text, values) => {
      // pg-boss sends parameterless multi-statement scripts (its schema, BEGIN ... COMMIT blocks): those
      // need exec(). PGlite has one connection, so a failed statement must not leave a transaction open
      // that would poison every later query (what a pool gives for free by discarding the connection).
      try {
        if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) };
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    withLock: (_name, work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    listen: null,
  };
}

/**
 * A fresh PGlite with every migration applied, dumped as a data directory: what the tests' databases start
 * from (tests/support/migrated-database.global-setup.ts).
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create(pgliteOptions);
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", () => {
    // An idle client losing its connection is reported to the query that next uses the pool.
  });
  const db = drizzleNodePostgres({ client: pool }) as unknown as Database;
  // The lock belongs to one connection (a session lock), held aside while `work` uses the pool.
  const withLock = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    try {
      await holder.query("select pg_advisory_lock(hashtext($1))", [name]);
      try {
        return await work();
      } finally {
        await holder.query("select pg_advisory_unlock(hashtext($1))", [name]);
      }
    } finally {
      holder.release();
    }
  };
  return {
    db,
    driver: "postgres",
    executeSql: async (text, values) => {
      // A parameterless multi-statement script answers one result per statement: return all their rows.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      const rows = Array.isArray(result) ? result.flatMap((r) => r.rows ?? []) : result.rows;
      return { rows: rows as Record<string, unknown>[] };
    },
    // Several server processes start at once on one database: one migrates while the others wait for
    // the lock, then find nothing left to do (two at once would both try to create the same tables).
    migrate: () => withLock("site migrations", () => migrateNodePostgres(drizzleNodePostgres({ client: pool }), { migrationsFolder })),
    withLock,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenOn(url, channel, handlers),
  };
}

/** A second wait between attempts while PostgreSQL cannot be reached. */
const RECONNECT_DELAY_MS = 1_000;

async function listenOn(url: string, channel: string, handlers: NotificationHandlers): Promise<{ close(): Promise<void> }> {
  let current: pg.Client | null = null;
  let closed = false;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) handlers.onPayload(notification.payload);
    });
    // A lost connection emits 'error' and then 'end'; 'end' opens the next one.
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.once("end", () => void reconnect());
    current = client;
  };
  const reconnect = async () => {
    while (!closed) {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
      if (closed) return;
      try {
        await connect();
        handlers.onReconnected();
        return;
      } catch {
        // Still unreachable: the next attempt in a second.
      }
    }
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      await current?.end();
    },
  };
}
