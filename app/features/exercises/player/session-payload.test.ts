import { describe, expect, it } from "vitest";
import { recordSessionSchema } from "#contracts/playlist-sessions.ts";
import { sessionPayload } from "./session-payload.ts";

const summary = { activeSeconds: 412, completedCount: 2, totalCount: 3, skippedIds: [42] };

describe("sessionPayload", () => {
  it("sends the summary and how it felt, which the contract accepts as is", () => {
    const payload = sessionPayload(summary, { effort: 6, pain: 2 });
    expect(payload).toEqual({ activeSeconds: 412, completedCount: 2, totalCount: 3, skippedItemIds: [42], effort: 6, pain: 2 });
    expect(recordSessionSchema.parse(payload)).toEqual(payload);
  });

  it("sends unanswered ratings as null (not recorded)", () => {
    const payload = sessionPayload(summary, { effort: null, pain: null });
    expect(payload).toMatchObject({ effort: null, pain: null });
    expect(recordSessionSchema.safeParse(payload).success).toBe(true);
  });

  it("keeps the time within the contract's day, in whole seconds", () => {
    expect(sessionPayload({ ...summary, activeSeconds: 90_000 }, { effort: null, pain: null }).activeSeconds).toBe(86_400);
    expect(sessionPayload({ ...summary, activeSeconds: 12.6 }, { effort: null, pain: null }).activeSeconds).toBe(13);
  });
});
