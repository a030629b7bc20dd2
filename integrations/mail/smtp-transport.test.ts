import { describe, expect, it } from "vitest";
import { subjectHeader } from "./smtp-transport.ts";

describe("the subject header", () => {
  it("is handed to nodemailer as written when it holds no encoded word", () => {
    expect(subjectHeader("Website enquiry: Zoë's knee")).toBe("Website enquiry: Zoë's knee");
  });

  it("is encoded whole when a visitor typed an encoded word, which a mail program would otherwise decode", () => {
    const encoded = subjectHeader("Website enquiry: =?utf-8?B?SW5qZWN0ZWQ=?=");
    expect(encoded).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=( =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=)*$/);
    const decoded = encoded
      .split(" ")
      .map((word) => Buffer.from(word.slice("=?UTF-8?B?".length, -2), "base64"))
      .reduce((all, part) => Buffer.concat([all, part]), Buffer.alloc(0));
    expect(decoded.toString("utf8")).toBe("Website enquiry: =?utf-8?B?SW5qZWN0ZWQ=?=");
  });
});
