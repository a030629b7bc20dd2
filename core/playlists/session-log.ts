/**
 * Whether a played session's log fits the playlist it is recorded for: the items it says were
 * skipped must be the playlist's own (a foreign id would show another playlist's exercise in this history),
 * and no more exercises can be done than the session had. The bounds of each number are the schema's.
 */
export type SessionLogProblem = "foreign-skipped-item" | "more-done-than-played";

export function sessionLogProblem(
  log: { completedCount: number; totalCount: number; skippedItemIds: readonly number[] },
  itemIds: readonly number[],
): SessionLogProblem | null {
  const own = new Set(itemIds);
  if (log.skippedItemIds.some((id) => !own.has(id))) return "foreign-skipped-item";
  if (log.completedCount > log.totalCount) return "more-done-than-played";
  return null;
}
