import { describe, expect, it } from "vitest";
import { noticeStanding } from "./notice-rule.ts";

const policy = { noticeHours: 24 };
const minutes = (n: number) => n * 60_000;

describe("noticeStanding", () => {
  const start = new Date("2026-12-02T00:30:00Z"); // 11:30 am AEDT

  it("has notice at exactly the notice and one minute before it", () => {
    expect(noticeStanding(start, new Date(start.getTime() - minutes(24 * 60)), policy).withNotice).toBe(true);
    expect(noticeStanding(start, new Date(start.getTime() - minutes(24 * 60 + 1)), policy).withNotice).toBe(true);
  });

  it("has no notice one minute inside it", () => {
    const standing = noticeStanding(start, new Date(start.getTime() - minutes(23 * 60 + 59)), policy);
    expect(standing.withNotice).toBe(false);
    expect(standing.started).toBe(false);
  });

  it("names the deadline as the start minus the notice", () => {
    expect(noticeStanding(start, start, policy).deadline.toISOString()).toBe("2026-12-01T00:30:00.000Z");
  });

  it("counts real hours across the change to daylight time (Melbourne, 4 October 2026)", () => {
    // 10 am AEDT on Sunday 4 October is 23 real hours after 10 am AEST on Saturday 3 October.
    const sundayTen = new Date("2026-10-03T23:00:00Z");
    const saturdayTen = new Date("2026-10-03T00:00:00Z");
    expect(noticeStanding(sundayTen, saturdayTen, policy).withNotice).toBe(false);
    expect(noticeStanding(sundayTen, new Date(sundayTen.getTime() - minutes(24 * 60)), policy).withNotice).toBe(true);
    expect(noticeStanding(sundayTen, new Date(sundayTen.getTime() - minutes(24 * 60 - 1)), policy).withNotice).toBe(false);
  });

  it("counts real hours across the change to standard time (Melbourne, 5 April 2026)", () => {
    // 10 am AEST on Sunday 5 April is 25 real hours after 10 am AEDT on Saturday 4 April.
    const sundayTen = new Date("2026-04-05T00:00:00Z");
    const saturdayTen = new Date("2026-04-03T23:00:00Z");
    expect(noticeStanding(sundayTen, saturdayTen, policy).withNotice).toBe(true);
    expect(noticeStanding(sundayTen, new Date(sundayTen.getTime() - minutes(24 * 60 - 1)), policy).withNotice).toBe(false);
    expect(noticeStanding(sundayTen, new Date(sundayTen.getTime() - minutes(24 * 60 + 1)), policy).withNotice).toBe(true);
  });

  it("reads another notice from the policy", () => {
    expect(noticeStanding(start, new Date(start.getTime() - minutes(47 * 60)), { noticeHours: 48 }).withNotice).toBe(false);
    expect(noticeStanding(start, new Date(start.getTime() - minutes(48 * 60)), { noticeHours: 48 }).withNotice).toBe(true);
  });

  it("says when the appointment has started", () => {
    expect(noticeStanding(start, start, policy).started).toBe(true);
    expect(noticeStanding(start, new Date(start.getTime() + 1), policy).withNotice).toBe(false);
  });
});
