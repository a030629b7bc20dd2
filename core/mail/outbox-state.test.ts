import { describe, expect, it } from "vitest";
import { canSendAgain, outboxState, type OutboxRowFacts, type OutboxState } from "./outbox-state.ts";

describe("outboxState", () => {
  const table: [OutboxRowFacts, OutboxState, boolean][] = [
    [{ status: "sent", attempts: 1, lastError: null }, "sent", false],
    [{ status: "held", attempts: 1, lastError: "no SMTP_URL" }, "held", true],
    [{ status: "pending", attempts: 0, lastError: null }, "queued", false],
    [{ status: "pending", attempts: 3, lastError: "451 try later" }, "retrying", false],
    [{ status: "pending", attempts: 10, lastError: "451 try later" }, "retrying", false],
    [{ status: "pending", attempts: 11, lastError: "451 try later" }, "given-up", true],
  ];
  it.each(table)("%o is %s (send again: %s)", (row, state, again) => {
    expect(outboxState(row, 10)).toBe(state);
    expect(canSendAgain(state)).toBe(again);
  });
});
