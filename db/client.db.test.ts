import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-database.ts";
import type { DatabaseHandle } from "./client.ts";

describe("database handle", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("applies the committed migrations, btree_gist included", async () => {
    const result = await handle.executeSql("select extname from pg_extension where extname = 'btree_gist'");
    expect(result.rows).toEqual([{ extname: "btree_gist" }]);
  });

  it("runs start-up work under a named lock, which on PostgreSQL lets one holder in at a time", async () => {
    const events: string[] = [];
    const work = (id: string) =>
      handle.withLock("probe", async () => {
        events.push(`${id} in`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        events.push(`${id} out`);
        return id;
      });
    expect(await Promise.all([work("a"), work("b")])).toEqual(["a", "b"]);
    // PGlite is one process: there is nobody to keep out, and the work just runs.
    if (handle.driver === "postgres") expect([events[0]!.at(0), events[1]]).toEqual([events[1]!.at(0), `${events[0]!.at(0)} out`]);
  });

  it("can refuse overlapping time ranges with a gist exclusion constraint", async () => {
    await handle.db.execute(sql`
      create temporary table overlap_probe (
        who int not null,
        during tstzrange not null,
        exclude using gist (who with =, during with &&)
      )`);
    await handle.db.execute(sql`insert into overlap_probe values (1, tstzrange('2026-01-01 09:00Z', '2026-01-01 09:30Z', '[)'))`);
    // Adjacent is fine; overlapping is refused with SQLSTATE 23P01.
    await handle.db.execute(sql`insert into overlap_probe values (1, tstzrange('2026-01-01 09:30Z', '2026-01-01 10:00Z', '[)'))`);
    await expect(
      handle.db.execute(sql`insert into overlap_probe values (1, tstzrange('2026-01-01 09:15Z', '2026-01-01 09:45Z', '[)'))`),
    ).rejects.toMatchObject({ cause: { code: "23P01" } });
  });

  it("runs migrations again without changing anything", async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it("gives every test its own copy of the migrated database: all the journal's migrations, and no other copy's rows", async () => {
    const journal = JSON.parse(readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] };
    const other = await createTestDatabase();
    try {
      for (const copy of [handle, other]) {
        const applied = await copy.executeSql("select count(*)::int as count from drizzle.__drizzle_migrations");
        expect(applied.rows).toEqual([{ count: journal.entries.length }]);
      }
      await other.executeSql("insert into settings (key, value) values ('copy-probe', '1'::jsonb)");
      const seen = await handle.executeSql("select key from settings where key = 'copy-probe'");
      expect(seen.rows).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
