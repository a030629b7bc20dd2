import { describe, expect, it } from "vitest";
import { deletionDueAt, isRetentionOver } from "./record-retention.ts";

/** An instant given as Melbourne wall-clock time with its offset, so each case reads as the practice's day. */
const at = (iso: string) => new Date(iso);

describe("deletionDueAt", () => {
  it("is the start of the Melbourne day after the 7th anniversary of the last service", () => {
    // 10 March 2026, 2:30 pm AEDT.
    expect(deletionDueAt(at("2026-03-10T14:30:00+11:00")).toISOString()).toBe(at("2033-03-11T00:00:00+11:00").toISOString());
  });

  it("counts the last service's Melbourne date, not its UTC date", () => {
    // 9:30 am on 1 July 2026 in Melbourne is still 30 June in UTC.
    const last = at("2026-07-01T09:30:00+10:00");
    expect(last.getUTCDate()).toBe(30);
    expect(deletionDueAt(last).toISOString()).toBe(at("2033-07-02T00:00:00+10:00").toISOString());
  });

  it("takes a service at a minute to midnight as that day's", () => {
    expect(deletionDueAt(at("2026-12-31T23:59:00+11:00")).toISOString()).toBe(at("2034-01-01T00:00:00+11:00").toISOString());
  });

  it("reads a 29 February's anniversary in a common year as 1 March, the later day", () => {
    expect(deletionDueAt(at("2028-02-29T10:00:00+11:00")).toISOString()).toBe(at("2035-03-02T00:00:00+11:00").toISOString());
  });

  it("takes 28 February to 28 February, the day before a leap day", () => {
    expect(deletionDueAt(at("2021-02-28T10:00:00+11:00")).toISOString()).toBe(at("2028-02-29T00:00:00+11:00").toISOString());
  });

  it("follows Melbourne's clock across the change to summer time", () => {
    // 7 October 2033 is after daylight saving began (2 October 2033): the day starts at +11:00.
    expect(deletionDueAt(at("2026-10-06T09:00:00+11:00")).toISOString()).toBe(at("2033-10-07T00:00:00+11:00").toISOString());
    // 6 April 2033 is after it ended (3 April 2033): the day starts at +10:00.
    expect(deletionDueAt(at("2026-04-05T09:00:00+10:00")).toISOString()).toBe(at("2033-04-06T00:00:00+10:00").toISOString());
  });

  it("keeps a record until the day after the date the practitioner set, when that is later (a child's 25th birthday)", () => {
    expect(deletionDueAt(at("2026-03-10T14:30:00+11:00"), "2040-05-20").toISOString()).toBe(at("2040-05-21T00:00:00+10:00").toISOString());
  });

  it("ignores a keep-until date earlier than the law's 7 years", () => {
    expect(deletionDueAt(at("2026-03-10T14:30:00+11:00"), "2030-01-01").toISOString()).toBe(at("2033-03-11T00:00:00+11:00").toISOString());
  });

  it("refuses a keep-until that is not a date", () => {
    expect(() => deletionDueAt(at("2026-03-10T14:30:00+11:00"), "20 May 2040")).toThrow("Not a date");
    // A date with anything before or after it is not a date either.
    expect(() => deletionDueAt(at("2026-03-10T14:30:00+11:00"), "x2040-05-20")).toThrow("Not a date");
    expect(() => deletionDueAt(at("2026-03-10T14:30:00+11:00"), "2040-05-20x")).toThrow("Not a date");
  });
});

describe("isRetentionOver", () => {
  const last = at("2026-03-10T14:30:00+11:00");

  it("is false through the whole anniversary day and true from the next day's first instant", () => {
    expect(isRetentionOver(last, null, at("2033-03-10T23:59:59.999+11:00"))).toBe(false);
    expect(isRetentionOver(last, null, at("2033-03-11T00:00:00+11:00"))).toBe(true);
  });

  it("is false seven years less a day after the last service", () => {
    expect(isRetentionOver(last, null, at("2033-03-09T12:00:00+11:00"))).toBe(false);
  });

  it("holds a child's record through their 25th birthday", () => {
    expect(isRetentionOver(last, "2040-05-20", at("2040-05-20T23:59:59+10:00"))).toBe(false);
    expect(isRetentionOver(last, "2040-05-20", at("2040-05-21T00:00:00+10:00"))).toBe(true);
  });
});
