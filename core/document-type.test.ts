import { describe, expect, it } from "vitest";
import { contentTypeForFilename, documentAccept, documentKindOfDetected, kindOfContentType, kindOfFilename } from "./document-type.ts";

const documentTypeOfDocx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("content types and names", () => {
  it("maps declared media types to kinds, ignoring case and parameters", () => {
    expect(kindOfContentType("application/pdf")).toBe("pdf");
    expect(kindOfContentType("IMAGE/PNG")).toBe("png");
    expect(kindOfContentType("application/msword; charset=binary")).toBe("doc");
    expect(kindOfContentType("application/pdf ; name=letter.pdf")).toBe("pdf");
    expect(kindOfContentType(documentTypeOfDocx)).toBe("docx");
    expect(kindOfContentType("image/jpeg")).toBe("jpeg");
    expect(kindOfContentType("text/plain")).toBeNull();
    expect(kindOfContentType("")).toBeNull();
  });

  it("maps file names to kinds by their extension, ignoring case", () => {
    expect(kindOfFilename("op-report.PDF")).toBe("pdf");
    expect(kindOfFilename("mri.jpeg")).toBe("jpeg");
    expect(kindOfFilename("letter.v2.docx")).toBe("docx");
    expect(kindOfFilename("knee.png")).toBe("png");
    expect(kindOfFilename("scan.JPG")).toBe("jpeg");
    expect(kindOfFilename("old-letter.doc")).toBe("doc");
    expect(kindOfFilename("notes.txt")).toBeNull();
    expect(kindOfFilename("pdf")).toBeNull();
    expect(kindOfFilename("")).toBeNull();
  });

  it("guesses the media type from the extension for browsers that give none", () => {
    expect(contentTypeForFilename("letter.DOC")).toBe("application/msword");
    expect(contentTypeForFilename("mri.jpg")).toBe("image/jpeg");
    expect(contentTypeForFilename("notes.txt")).toBeNull();
    expect(contentTypeForFilename("no-extension")).toBeNull();
  });

  it("lists every accepted extension and media type for the file picker", () => {
    for (const item of [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png", "application/pdf", "image/png"]) {
      expect(documentAccept.split(",")).toContain(item);
    }
  });
});

describe("documentKindOfDetected: the content sniffer's answer as one of our kinds", () => {
  it("accepts the sniffer's PDF, JPEG, PNG and DOCX whatever was declared", () => {
    expect(documentKindOfDetected({ ext: "pdf", mime: "application/pdf" }, "pdf")).toBe("pdf");
    expect(documentKindOfDetected({ ext: "jpg", mime: "image/jpeg" }, "pdf")).toBe("jpeg");
    expect(documentKindOfDetected({ ext: "png", mime: "image/png" }, null)).toBe("png");
    expect(documentKindOfDetected({ ext: "apng", mime: "image/apng" }, "png")).toBe("png");
    expect(documentKindOfDetected({ ext: "docx", mime: documentTypeOfDocx }, "docx")).toBe("docx");
  });

  it("takes an OLE2/CFB container as a .doc only when it was declared as one", () => {
    const cfb = { ext: "cfb", mime: "application/x-cfb" };
    expect(documentKindOfDetected(cfb, "doc")).toBe("doc");
    expect(documentKindOfDetected(cfb, "pdf")).toBeNull();
    expect(documentKindOfDetected(cfb, "docx")).toBeNull();
    expect(documentKindOfDetected(cfb, null)).toBeNull();
  });

  it("refuses anything else, and content the sniffer did not recognise", () => {
    expect(documentKindOfDetected(undefined, "pdf")).toBeNull();
    expect(documentKindOfDetected({ ext: "zip", mime: "application/zip" }, "docx")).toBeNull();
    expect(
      documentKindOfDetected({ ext: "xlsx", mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }, "docx"),
    ).toBeNull();
    expect(documentKindOfDetected({ ext: "gif", mime: "image/gif" }, "png")).toBeNull();
    expect(documentKindOfDetected({ ext: "ai", mime: "application/postscript" }, "pdf")).toBeNull();
  });
});
