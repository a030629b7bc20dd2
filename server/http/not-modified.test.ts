import { describe, expect, it } from "vitest";
import { fileEtag, isNotModified } from "./not-modified.ts";

const file = { etag: '"abc-123"', lastModified: new Date("2026-03-01T10:00:00.750Z") };

describe("isNotModified", () => {
  it("matches If-None-Match weakly, in a list, or as *", () => {
    expect(isNotModified({ ifNoneMatch: '"abc-123"' }, file)).toBe(true);
    expect(isNotModified({ ifNoneMatch: 'W/"abc-123"' }, file)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"other", "abc-123"' }, file)).toBe(true);
    expect(isNotModified({ ifNoneMatch: "*" }, file)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"other"' }, file)).toBe(false);
  });

  it("lets If-None-Match decide when both are sent", () => {
    expect(isNotModified({ ifNoneMatch: '"other"', ifModifiedSince: "Sun, 01 Mar 2026 10:00:00 GMT" }, file)).toBe(false);
  });

  it("compares If-Modified-Since to the second, and ignores a date it cannot read", () => {
    expect(isNotModified({ ifModifiedSince: "Sun, 01 Mar 2026 10:00:00 GMT" }, file)).toBe(true);
    expect(isNotModified({ ifModifiedSince: "Mon, 02 Mar 2026 00:00:00 GMT" }, file)).toBe(true);
    expect(isNotModified({ ifModifiedSince: "Sun, 01 Mar 2026 09:59:59 GMT" }, file)).toBe(false);
    expect(isNotModified({ ifModifiedSince: "yesterday" }, file)).toBe(false);
    expect(isNotModified({}, file)).toBe(false);
  });
});

describe("fileEtag", () => {
  it("is a quoted tag that changes with the size or the modification time", () => {
    const tag = fileEtag({ size: 1000, mtimeMs: 1_770_000_000_000 });
    expect(tag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(fileEtag({ size: 1001, mtimeMs: 1_770_000_000_000 })).not.toBe(tag);
    expect(fileEtag({ size: 1000, mtimeMs: 1_770_000_000_001 })).not.toBe(tag);
  });
});
