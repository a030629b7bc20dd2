import { describe, expect, it } from "vitest";
import { keepUntilSchema, recordExportSchema } from "./record-export.ts";

describe("the keep-until date", () => {
  it("takes a date, or nothing to clear it", () => {
    expect(keepUntilSchema.parse({ keepUntil: "2045-03-04" })).toEqual({ keepUntil: "2045-03-04" });
    expect(keepUntilSchema.parse({ keepUntil: "" })).toEqual({ keepUntil: "" });
  });

  it.each(["4 March 2045", "2045-02-30", "2045-13-01"])("refuses %s with words the practitioner can act on", (keepUntil) => {
    const result = keepUntilSchema.safeParse({ keepUntil });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContain("Enter a date, or leave it empty.");
  });
});

describe("the record export's shape", () => {
  it("names its format and version, so a reader of another version refuses it", () => {
    const shape = recordExportSchema.shape;
    expect(shape.format.safeParse("acl-physio-patient-record").success).toBe(true);
    expect(shape.version.safeParse(2).success).toBe(false);
  });
});
