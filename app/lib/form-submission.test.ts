import { describe, expect, it } from "vitest";
import { noStoreWithRetryAfter } from "./form-submission.ts";

describe("noStoreWithRetryAfter", () => {
  it("is never stored, and carries the first Retry-After it finds", () => {
    const headers = noStoreWithRetryAfter(new Headers(), new Headers({ "Retry-After": "120" }), new Headers({ "Retry-After": "5" }));
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Retry-After")).toBe("120");
  });

  it("has no Retry-After when no answer had one", () => {
    expect(noStoreWithRetryAfter(new Headers(), new Headers()).has("Retry-After")).toBe(false);
  });
});
