import { expect } from "vitest";
import { databaseError } from "#db/database-error.ts";

/** PostgreSQL's SQLSTATE of each integrity refusal a schema guard raises, by the condition's own name. */
const sqlStates = {
  unique_violation: "23505",
  check_violation: "23514",
  exclusion_violation: "23P01",
  foreign_key_violation: "23503",
  not_null_violation: "23502",
} as const;

/**
 * Expects the database itself to refuse `write` through the named constraint, on PGlite and PostgreSQL alike:
 * a bare `rejects.toThrow()` would pass on any error, a typo in the test or a different guard.
 */
export async function expectConstraintViolation(
  write: Promise<unknown>,
  condition: keyof typeof sqlStates,
  constraint: string,
): Promise<void> {
  const outcome = await write.then(
    () => ({ refused: false as const }),
    (error: unknown) => ({ refused: true as const, error }),
  );
  expect(outcome.refused, `expected ${constraint} to refuse the write`).toBe(true);
  if (!outcome.refused) return;
  const said = databaseError(outcome.error);
  const got = said ? `${said.code} on ${said.constraint ?? "no constraint"}` : `an error not from the database: ${String(outcome.error)}`;
  expect(said, `expected ${condition} (${sqlStates[condition]}) on ${constraint}, got ${got}`).toEqual({
    code: sqlStates[condition],
    constraint,
  });
}

/**
 * What the database said when it refused `write`, for refusals a trigger raises (no constraint to name);
 * fails when it did not refuse.
 */
export async function databaseRefusal(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error, "expected the database to refuse the write").not.toBeNull();
  return { said: databaseError(error), message: String((error as { cause?: unknown }).cause ?? error) };
}
