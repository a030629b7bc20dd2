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
});
