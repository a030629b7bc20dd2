/**
 * Where an outbox message stands: sent; held (no SMTP server configured); retrying (delivery failed, more
 * attempts to come); given up (the retries are spent); queued (not tried yet).
 */
export type OutboxState = "sent" | "held" | "retrying" | "given-up" | "queued";

export interface OutboxRowFacts {
  status: "pending" | "sent" | "held";
  attempts: number;
  lastError: string | null;
}

/**
 * How the admin's outbox names a message's state. A pending message that failed is 'retrying' while the
 * job queue has attempts left (`retryLimit` retries after the first attempt), then 'given up': only the
 * hourly sweep or the practitioner's 'Send again' tries it after that.
 */
export function outboxState(row: OutboxRowFacts, retryLimit: number): OutboxState {
  if (row.status === "sent") return "sent";
  if (row.status === "held") return "held";
  if (row.lastError === null) return "queued";
  return row.attempts > retryLimit ? "given-up" : "retrying";
}

/** 'Send again' is offered for mail nobody will send by itself: held, or given up. */
export function canSendAgain(state: OutboxState): boolean {
  return state === "held" || state === "given-up";
}
