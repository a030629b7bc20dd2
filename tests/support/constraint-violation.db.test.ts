import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { expectConstraintViolation } from "./constraint-violation.ts";
import { createTestDatabase } from "./test-database.ts";

/** The helper itself, on both drivers: it passes for the named guard only, never for any other error. */
describe("expectConstraintViolation", () => {
  let handle: DatabaseHandle;
  const insert = (k: number, v: number) => handle.db.execute(sql`insert into constraint_probe (k, v) values (${k}, ${v})`);

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(
      sql`create table constraint_probe (k int constraint constraint_probe_k_uq unique, v int constraint constraint_probe_v_positive check (v > 0))`,
    );
    await insert(1, 1);
  });
  afterAll(() => handle.close());

  it("passes when the named constraint refuses the row, through Drizzle's wrapper", async () => {
    await expectConstraintViolation(insert(1, 2), "unique_violation", "constraint_probe_k_uq");
    await expectConstraintViolation(insert(2, 0), "check_violation", "constraint_probe_v_positive");
  });

  it("fails when the write succeeds, when another constraint refuses it, or when the error is not the database's", async () => {
    await expect(expectConstraintViolation(insert(3, 3), "unique_violation", "constraint_probe_k_uq")).rejects.toThrow(
      "expected constraint_probe_k_uq to refuse the write",
    );
    // The same kind of refusal by another constraint, then the named constraint with another SQLSTATE.
    await expect(expectConstraintViolation(insert(1, 5), "unique_violation", "constraint_probe_other_uq")).rejects.toThrow(
      /constraint_probe_k_uq/,
    );
    await expect(expectConstraintViolation(insert(4, 0), "unique_violation", "constraint_probe_v_positive")).rejects.toThrow(/23514/);
    await expect(
      expectConstraintViolation(Promise.reject(new Error("a typo")), "unique_violation", "constraint_probe_k_uq"),
    ).rejects.toThrow("a typo");
  });
});
