import { describe, expect, it } from "vitest";
import { sessionLogProblem } from "./session-log.ts";

describe("sessionLogProblem", () => {
  const items = [21, 22, 23];
  const log = { completedCount: 2, totalCount: 3, skippedItemIds: [22] };

  it("accepts a log of the playlist's own items, whole or partly done", () => {
    expect(sessionLogProblem(log, items)).toBeNull();
    expect(sessionLogProblem({ completedCount: 3, totalCount: 3, skippedItemIds: [] }, items)).toBeNull();
    expect(sessionLogProblem({ completedCount: 0, totalCount: 3, skippedItemIds: [21, 22, 23] }, items)).toBeNull();
    expect(sessionLogProblem({ completedCount: 0, totalCount: 0, skippedItemIds: [] }, [])).toBeNull();
  });

  it("refuses a skipped item that is not the playlist's", () => {
    expect(sessionLogProblem({ ...log, skippedItemIds: [24] }, items)).toBe("foreign-skipped-item");
    expect(sessionLogProblem({ ...log, skippedItemIds: [21, 99] }, items)).toBe("foreign-skipped-item");
    expect(sessionLogProblem({ ...log, skippedItemIds: [21] }, [])).toBe("foreign-skipped-item");
  });

  it("refuses more exercises done than the session had", () => {
    expect(sessionLogProblem({ ...log, completedCount: 4 }, items)).toBe("more-done-than-played");
    expect(sessionLogProblem({ completedCount: 1, totalCount: 0, skippedItemIds: [] }, [])).toBe("more-done-than-played");
  });
});
