import { describe, expect, it } from "vitest";
import { redactContactDetails } from "./redact-contact-details.ts";

describe("redactContactDetails", () => {
  it("replaces email addresses and phone numbers as people write them", () => {
    expect(redactContactDetails("550 5.1.1 <jess.o'neil+rehab@clinic.example.com.au>: mailbox unavailable")).toBe(
      "550 5.1.1 <[email]>: mailbox unavailable",
    );
    expect(redactContactDetails("Key (email)=(sam@example.com) already exists")).toBe("Key (email)=([email]) already exists");
    expect(redactContactDetails("to sam@mail2.example.com failed")).toBe("to [email] failed");
    for (const phone of ["0412 345 678", "+61 412 345 678", "(03) 9123 4567", "0412-345-678", "0412345678"]) {
      expect(redactContactDetails(`call ${phone} now`)).toBe("call [phone] now");
    }
  });

  it("keeps what is not contact details: ids, times, amounts, status codes", () => {
    const text = "order 7f3c2a1e-0b4d-4e5f-9a8b-123456789abc at 2026-11-23T18:00:00.000Z: 402, $90.00, attempt 3";
    expect(redactContactDetails(text)).toBe(text);
  });
});
