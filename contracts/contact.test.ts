import { describe, expect, it } from "vitest";
import { contactMessages, contactSchema } from "./contact.ts";

const valid = { name: "Sam Lee", email: "sam@example.com", subject: "Knee", message: "I tore my ACL last month." };

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("contactSchema", () => {
  it("accepts a complete message and trims it", () => {
    const parsed = contactSchema.parse({ ...valid, name: "  Sam Lee ", email: " sam@example.com " });
    expect(parsed).toEqual(valid);
  });

  it("gives the spec's message for each field", () => {
    expect(errorsOf({ name: "S", email: "nope", subject: "K", message: "short" })).toEqual({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
    });
    // A missing field, or one of the wrong type, gets the same message as an empty one.
    const spec = {
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
    };
    expect(errorsOf({})).toEqual(spec);
    expect(errorsOf({ name: 42, email: null, subject: true, message: [] })).toEqual(spec);
  });

  it("counts the message after trimming: ten spaces are not a message", () => {
    expect(errorsOf({ ...valid, message: "          abc" })).toEqual({ message: contactMessages.message });
    expect(errorsOf({ ...valid, message: "0123456789" })).toEqual({});
  });

  it("refuses oversized fields", () => {
    expect(Object.keys(errorsOf({ ...valid, message: "x".repeat(5001) }))).toEqual(["message"]);
    expect(Object.keys(errorsOf({ ...valid, name: "x".repeat(121) }))).toEqual(["name"]);
  });
});
