import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPgliteTemplate, openDatabase } from "./client.ts";

const folder = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("an embedded database's first start from the build's template", () => {
  it("starts an empty data folder as the migrated template, and never copies it over a database that exists", async () => {
    const template = path.join(folder, "template");
    await createPgliteTemplate(template);
    const dataDir = path.join(folder, "data");

    const first = await openDatabase({ dataDir, template });
    const applied = await first.executeSql("select count(*)::int as count from drizzle.__drizzle_migrations");
    expect(applied.rows[0]?.count).toBeGreaterThan(0);
    await first.migrate(); // nothing left to apply
    await first.executeSql("create table kept_across_starts (id int)");
    await first.close();

    const second = await openDatabase({ dataDir, template });
    const kept = await second.executeSql("select to_regclass('kept_across_starts')::text as name");
    expect(kept.rows[0]?.name).toBe("kept_across_starts");
    await second.close();
    // Three starts of the embedded database and every migration from empty: on a busy two-core machine
    // that alone approaches the suite's 30 s default.
  }, 90_000);
});
