import { describe, expect, it } from "vitest";
import { emailKey } from "./email-key.ts";

describe("emailKey", () => {
  it("finds the same patient whatever the case and surrounding spaces", () => {
    expect(emailKey("  Sam.Lee@Example.COM ")).toBe("sam.lee@example.com");
    expect(emailKey("sam.lee@example.com")).toBe(emailKey("SAM.LEE@EXAMPLE.COM"));
  });

  it("keeps dots and tags apart: two addresses that may be two people stay two records", () => {
    expect(emailKey("sam.lee@gmail.com")).not.toBe(emailKey("samlee@gmail.com"));
    expect(emailKey("sam+knee@example.com")).not.toBe(emailKey("sam@example.com"));
  });
});
