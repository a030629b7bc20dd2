import { describe, expect, it } from "vitest";
import { sampleDoc, sampleDocx, sampleJpeg, sampleNonWordZip, samplePdf, samplePng, toDataUrl } from "#tests/support/sample-documents.ts";
import { decodeDataUrl, readReferralDocument } from "./referral-document.ts";

const PDF = "application/pdf";
const DOC = "application/msword";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

function attachment(bytes: Uint8Array, filename: string, contentType: string) {
  return { filename, contentType, data: toDataUrl(bytes, contentType) };
}

describe("readReferralDocument", () => {
  it("gives the exact bytes and the kind found in the content", async () => {
    const png = samplePng();
    expect(await readReferralDocument(attachment(png, "scan.png", "image/png"))).toEqual({ bytes: png, kind: "png" });
    const doc = sampleDoc();
    expect(await readReferralDocument(attachment(doc, "letter.doc", DOC))).toEqual({ bytes: doc, kind: "doc" });
  });

  it("accepts a PDF, JPEG, PNG, DOC and DOCX whose content is what was declared", async () => {
    for (const file of [
      attachment(samplePdf(), "op-report.pdf", PDF),
      attachment(sampleJpeg(), "mri.JPG", "image/jpeg"),
      attachment(samplePng(), "scan.png", "image/png"),
      attachment(sampleDoc(), "letter.doc", DOC),
      attachment(sampleDocx(), "letter.docx", DOCX),
    ]) {
      expect(await readReferralDocument(file), file.filename).not.toBeNull();
    }
  });

  it("refuses a DOCX declared as a .doc, a .doc as a DOCX, and a zip that is not a Word document", async () => {
    expect(await readReferralDocument(attachment(sampleDocx(), "letter.doc", DOC))).toBeNull();
    expect(await readReferralDocument(attachment(sampleDoc(), "letter.docx", DOCX))).toBeNull();
    expect(await readReferralDocument(attachment(sampleNonWordZip(), "letter.docx", DOCX))).toBeNull();
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
