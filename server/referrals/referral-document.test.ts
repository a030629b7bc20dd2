import { describe, expect, it } from "vitest";
import { referralMessages, type ReferralInput } from "#contracts/referral.ts";
import { sampleDoc, sampleDocx, sampleJpeg, sampleNonWordZip, samplePdf, samplePng, toDataUrl } from "#tests/support/sample-documents.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { decodeDataUrl, readReferralDocument, referralRequestSchema } from "./referral-document.ts";

const PDF = "application/pdf";
const DOC = "application/msword";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

function attachment(bytes: Uint8Array, filename: string, contentType: string) {
  return { filename, contentType, data: toDataUrl(bytes, contentType) };
}

/** The first message per field, as POST /api/referrals answers them. */
async function errorsOf(input: unknown): Promise<Record<string, string>> {
  const result = await referralRequestSchema.safeParseAsync(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const withAttachment = (file: unknown): ReferralInput => ({ ...sampleReferral, attachment: file as ReferralInput["attachment"] });

describe("referralRequestSchema: the shared schema plus the document's content", () => {
  it("accepts a PDF, JPEG, PNG, DOC and DOCX whose content is what was declared", async () => {
    for (const file of [
      attachment(samplePdf(), "op-report.pdf", PDF),
      attachment(sampleJpeg(), "mri.JPG", "image/jpeg"),
      attachment(samplePng(), "scan.png", "image/png"),
      attachment(sampleDoc(), "letter.doc", DOC),
      attachment(sampleDocx(), "letter.docx", DOCX),
    ]) {
      expect(await errorsOf(withAttachment(file)), file.filename).toEqual({});
    }
    expect(await errorsOf(sampleReferral)).toEqual({});
  });

  it("refuses a text file named and declared as a PDF", async () => {
    const text = Buffer.from("These are my notes about the patient, typed in a text editor.");
    expect(await errorsOf(withAttachment(attachment(text, "notes.pdf", PDF)))).toEqual({ attachment: referralMessages.fileType });
  });

  it("refuses a PNG declared as a PDF, a DOCX declared as a .doc, and a zip that is not a Word document", async () => {
    expect(await errorsOf(withAttachment(attachment(samplePng(), "scan.pdf", PDF)))).toEqual({ attachment: referralMessages.fileType });
    expect(await errorsOf(withAttachment(attachment(sampleDocx(), "letter.doc", DOC)))).toEqual({ attachment: referralMessages.fileType });
    expect(await errorsOf(withAttachment(attachment(sampleDoc(), "letter.docx", DOCX)))).toEqual({ attachment: referralMessages.fileType });
    expect(await errorsOf(withAttachment(attachment(sampleNonWordZip(), "letter.docx", DOCX)))).toEqual({
      attachment: referralMessages.fileType,
    });
  });

  it("keeps the shared schema's own messages, and does not decode an attachment it refused", async () => {
    const big = attachment(samplePdf("Big", 5 * 1024 * 1024 + 1), "big.pdf", PDF);
    expect(await errorsOf(withAttachment(big))).toEqual({ attachment: referralMessages.fileSize });
    const garbage = { filename: "a.pdf", contentType: PDF, data: "data:application/pdf;base64,@@@" };
    expect(await errorsOf(withAttachment(garbage))).toEqual({ attachment: referralMessages.fileUnreadable });
    const pdf = attachment(samplePdf(), "report.pdf", PDF);
    expect(await errorsOf(withAttachment([pdf, pdf]))).toEqual({ attachment: referralMessages.singleFile });
    expect(await errorsOf({ ...withAttachment(attachment(samplePng(), "scan.pdf", PDF)), patientName: "S" })).toEqual({
      patientName: referralMessages.patientName,
      attachment: referralMessages.fileType,
    });
    expect(await errorsOf(null)).toHaveProperty("undefined");
    expect(await errorsOf({ ...withAttachment(pdf), joinNetwork: "yes" })).toHaveProperty("joinNetwork");
  });
});

describe("readReferralDocument", () => {
  it("gives the exact bytes and the kind found in the content", async () => {
    const png = samplePng();
    expect(await readReferralDocument(attachment(png, "scan.png", "image/png"))).toEqual({ bytes: png, kind: "png" });
    const doc = sampleDoc();
    expect(await readReferralDocument(attachment(doc, "letter.doc", DOC))).toEqual({ bytes: doc, kind: "doc" });
  });

  it("refuses content, a declared type or a name that do not agree", async () => {
    expect(await readReferralDocument(attachment(samplePng(), "scan.pdf", PDF))).toBeNull();
    expect(await readReferralDocument(attachment(samplePng(), "scan.jpg", "image/png"))).toBeNull();
    expect(await readReferralDocument(attachment(samplePng(), "scan.png", "text/plain"))).toBeNull();
    expect(await readReferralDocument({ filename: "a.pdf", contentType: PDF, data: "data:application/pdf;base64,@@@" })).toBeNull();
  });
});

describe("decodeDataUrl", () => {
  it("returns the exact bytes of a data URL with or without parameters", () => {
    const png = samplePng();
    expect(decodeDataUrl(toDataUrl(png, "image/png"))).toEqual(png);
    expect(decodeDataUrl(`data:application/pdf;name=report.pdf;base64,${samplePdf().toString("base64")}`)).toEqual(samplePdf());
    expect(decodeDataUrl("data:application/pdf;base64,")).toEqual(Buffer.alloc(0));
  });

  it("refuses what Buffer would silently skip: not a base64 data URL, or characters outside base64", () => {
    expect(decodeDataUrl("data:text/plain,hello")).toBeNull();
    expect(decodeDataUrl("data:application/pdf;base64,%%%%")).toBeNull();
    expect(decodeDataUrl("data:application/pdf;base64,QUJD RA==")).toBeNull();
    expect(decodeDataUrl(samplePdf().toString("base64"))).toBeNull();
  });
});
