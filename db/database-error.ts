/**
 * What PostgreSQL said when it refused a statement, from under Drizzle's wrapper (a DrizzleQueryError keeps
 * the driver's error as its `cause`): pg's and PGlite's errors (both pg-protocol's DatabaseError, with the
 * server's `severity`) carry the SQLSTATE `code` and the name of the `constraint` that refused the row.
 * Null when no error in the chain came from the database.
 */
export function databaseError(error: unknown): { code: string; constraint: string | undefined } | null {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, severity } = current as { code?: unknown; constraint?: unknown; severity?: unknown };
    if (typeof code === "string" && typeof severity === "string") {
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    }
  }
  return null;
}
