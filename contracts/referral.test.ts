import { describe, expect, it } from "vitest";
import { sampleDoc, sampleDocx, sampleJpeg, samplePdf, samplePng, toDataUrl } from "#tests/support/sample-documents.ts";
import { base64OfDataUrl, MAX_ATTACHMENT_BYTES, referralMessages, referralSchema, type ReferralInput } from "./referral.ts";

const valid: ReferralInput = {
  referrerName: "Dr Priya Nair",
  clinicName: "Northside Sports Medicine",
  email: "priya@northside.example",
  phone: "03 9123 4567",
  patientName: "Sam Taylor",
  patientEmail: "sam@example.com",
  joinNetwork: false,
  notes: "",
  attachment: null,
};

const PDF = "application/pdf";

function errorsOf(input: unknown): Record<string, string> {
  const result = referralSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

function attachment(bytes: Uint8Array, filename: string, contentType: string) {
  return { filename, contentType, data: toDataUrl(bytes, contentType) };
}

describe("referral schema: fields", () => {
  it("accepts a complete referral, trims text and defaults the optional parts", () => {
    const { joinNetwork: _j, notes: _n, attachment: _a, ...required } = valid;
    const parsed = referralSchema.parse({ ...required, referrerName: "  Dr Priya Nair  " });
    expect(parsed.referrerName).toBe("Dr Priya Nair");
    expect(parsed.joinNetwork).toBe(false);
    expect(parsed.notes).toBe("");
    expect(parsed.attachment).toBeNull();
  });

  it("gives the spec's message for each required field, empty or missing", () => {
    const expected = {
      referrerName: "Please enter your name",
      clinicName: "Please enter your clinic or hospital name",
      email: "Please enter a valid email address",
      phone: "Please enter a valid clinic phone number",
      patientName: "Please enter the patient's name",
      patientEmail: "Please enter a valid patient email address",
    };
    expect(errorsOf({})).toEqual(expected);
    expect(
      errorsOf({ ...valid, referrerName: "A", clinicName: " B ", email: "nope", phone: "1234567", patientName: "", patientEmail: "sam@" }),
    ).toEqual(expected);
  });

  it("refuses a phone number made of letters and over-long text", () => {
    expect(errorsOf({ ...valid, phone: "call me maybe" })).toEqual({ phone: referralMessages.phone });
    expect(errorsOf({ ...valid, clinicName: "x".repeat(201) })).toEqual({ clinicName: referralMessages.tooLong });
    expect(errorsOf({ ...valid, notes: "x".repeat(5001) })).toEqual({ notes: referralMessages.notesTooLong });
  });

  it("refuses wrong types without throwing", () => {
    expect(errorsOf({ ...valid, joinNetwork: "yes" })).toHaveProperty("joinNetwork");
    expect(errorsOf(null)).toHaveProperty("undefined");
    expect(errorsOf({ ...valid, attachment: "report.pdf" })).toEqual({ attachment: referralMessages.fileUnreadable });
  });
});

describe("referral schema: the attachment", () => {
  it("accepts one PDF, JPEG, PNG, DOC or DOCX whose declared type and name agree", () => {
    const files = [
      attachment(samplePdf(), "report.pdf", PDF),
      attachment(sampleJpeg(), "mri.JPG", "image/jpeg"),
      attachment(samplePng(), "scan.png", "image/png"),
      attachment(sampleDoc(), "letter.doc", "application/msword"),
      attachment(sampleDocx(), "letter.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    ];
    for (const file of files) expect(errorsOf({ ...valid, attachment: file })).toEqual({});
    expect(errorsOf({ ...valid, attachment: [files[0]] })).toEqual({});
  });

  it("refuses several files", () => {
    const pdf = attachment(samplePdf(), "report.pdf", PDF);
    expect(errorsOf({ ...valid, attachment: [pdf, pdf] })).toEqual({ attachment: "Please upload a single file" });
  });

  it("refuses a file over 5 MB once decoded (its size computed from the base64), and accepts exactly 5 MB", () => {
    const big = attachment(samplePdf("Big", MAX_ATTACHMENT_BYTES + 1), "big.pdf", PDF);
    expect(errorsOf({ ...valid, attachment: big })).toEqual({ attachment: "File size must be less than 5MB" });
    const limit = attachment(samplePdf("Limit", MAX_ATTACHMENT_BYTES), "limit.pdf", PDF);
    expect(errorsOf({ ...valid, attachment: limit })).toEqual({});
  });

  it("refuses a huge file by its reported size before reading it", () => {
    const unread = { filename: "huge.pdf", contentType: PDF, data: "", size: 6 * 1024 * 1024 };
    expect(errorsOf({ ...valid, attachment: unread })).toEqual({ attachment: referralMessages.fileSize });
  });

  it("refuses a declared type or a name that is not an accepted kind", () => {
    const text = Buffer.from("Patient notes in plain text");
    const message = "Only PDF, Word, JPEG and PNG files are accepted";
    expect(errorsOf({ ...valid, attachment: attachment(text, "notes.txt", "text/plain") })).toEqual({ attachment: message });
    expect(errorsOf({ ...valid, attachment: attachment(text, "notes.txt", PDF) })).toEqual({ attachment: message });
    expect(errorsOf({ ...valid, attachment: attachment(text, "notes.pdf", "text/plain") })).toEqual({ attachment: message });
    expect(errorsOf({ ...valid, attachment: attachment(samplePng(), "scan", "image/png") })).toEqual({ attachment: message });
  });

  it("refuses a name whose extension does not agree with the declared type", () => {
    const message = referralMessages.fileType;
    expect(errorsOf({ ...valid, attachment: attachment(samplePng(), "scan.png", "image/jpeg") })).toEqual({ attachment: message });
    expect(errorsOf({ ...valid, attachment: attachment(samplePng(), "scan.jpg", "image/png") })).toEqual({ attachment: message });
    expect(
      errorsOf({
        ...valid,
        attachment: attachment(sampleDocx(), "letter.doc", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
      }),
    ).toEqual({ attachment: message });
  });

  it("leaves the content to the server: it does not decode the file", () => {
    // A text file named and declared as a PDF, or a PNG declared as one, passes here; the server's
    // receiveReferral (server/referrals/receive-referral.ts) refuses it by its bytes.
    expect(errorsOf({ ...valid, attachment: attachment(Buffer.from("Patient notes in plain text"), "notes.pdf", PDF) })).toEqual({});
    expect(errorsOf({ ...valid, attachment: attachment(samplePng(), "scan.pdf", PDF) })).toEqual({});
  });

  it("refuses data that is not a base64 data URL", () => {
    const bad = { filename: "report.pdf", contentType: PDF, data: "data:application/pdf;base64,%%%%" };
    expect(errorsOf({ ...valid, attachment: bad })).toEqual({ attachment: referralMessages.fileUnreadable });
    const notDataUrl = { filename: "report.pdf", contentType: PDF, data: samplePdf().toString("base64") };
    expect(errorsOf({ ...valid, attachment: notDataUrl })).toEqual({ attachment: referralMessages.fileUnreadable });
  });
});

describe("base64OfDataUrl", () => {
  it("returns the base64 text of a data URL with or without parameters, without decoding it", () => {
    const png = samplePng();
    expect(base64OfDataUrl(toDataUrl(png, "image/png"))).toBe(png.toString("base64"));
    expect(base64OfDataUrl(`data:application/pdf;name=report.pdf;base64,${samplePdf().toString("base64")}`)).toBe(
      samplePdf().toString("base64"),
    );
    expect(base64OfDataUrl("data:application/pdf;base64,")).toBe("");
  });

  it("refuses what is not a base64 data URL, or not well-formed base64", () => {
    expect(base64OfDataUrl("data:text/plain,hello")).toBeNull();
    expect(base64OfDataUrl(samplePdf().toString("base64"))).toBeNull();
    expect(base64OfDataUrl("data:application/pdf;base64,%%%%")).toBeNull();
    expect(base64OfDataUrl("data:application/pdf;base64,QUJD=")).toBeNull();
    expect(base64OfDataUrl("data:application/pdf;base64,QU=D")).toBeNull();
  });
});
