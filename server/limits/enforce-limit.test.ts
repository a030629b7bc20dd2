import { describe, expect, it } from "vitest";
import { limitKey } from "./enforce-limit.ts";

describe("limitKey", () => {
  it("is the address's bucket, then the sender in lower case", () => {
    expect(limitKey({ address: "203.0.113.7" })).toBe("203.0.113.7");
    expect(limitKey({ address: "2001:db8:1:2::7", sender: "Sam@Example.com" })).toBe("2001:db8:1:2::/64:sam@example.com");
    expect(limitKey({ address: "::ffff:203.0.113.7", sender: "sam@example.com" })).toBe("203.0.113.7:sam@example.com");
  });

  it("is the sender alone for a limit counted wherever the sender asks from", () => {
    expect(limitKey({ address: null, sender: "Sam@Example.com" })).toBe("sender:sam@example.com");
    expect(limitKey({ address: null, sender: "sam@example.com" })).not.toBe(limitKey({ address: "sam@example.com" }));
  });
});
