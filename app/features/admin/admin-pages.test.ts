import { describe, expect, it } from "vitest";
import { adminPageOf, sectionOf } from "./admin-pages.ts";

const id = "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f";

describe("adminPageOf", () => {
  it.each([
    ["", { kind: "appointments" }],
    ["referrals", { kind: "referrals" }],
    [`referrals/${id}`, { kind: "referral", id }],
    ["messages/", { kind: "messages" }],
    [`messages/${id}`, { kind: "message", id }],
    ["outbox", { kind: "outbox" }],
    [`outbox/${id}`, { kind: "outbox-message", id }],
    ["availability", { kind: "availability" }],
  ])("/admin/%s is %o", (rest, page) => expect(adminPageOf(rest)).toEqual(page));

  it.each(["nothing-here", "referrals/not-an-id", `referrals/${id}/more`, `availability/${id}`, id])("/admin/%s is no page", (rest) =>
    expect(adminPageOf(rest)).toBeNull(),
  );

  it("files a detail page under its list's navigation entry", () => {
    expect(sectionOf({ kind: "referral", id })).toBe("referrals");
    expect(sectionOf({ kind: "outbox-message", id })).toBe("outbox");
    expect(sectionOf({ kind: "availability" })).toBe("availability");
  });
});
