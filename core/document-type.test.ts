import { describe, expect, it } from "vitest";
import {
  sampleDoc,
  sampleDocx,
  sampleJpeg,
  sampleNonWordZip,
  samplePdf,
  samplePng,
} from "../tests/support/sample-documents.ts";
import {
  contentTypeForFilename,
  detectDocumentKind,
  documentAccept,
  kindOfContentType,
  zipEntryNames,
} from "./document-type.ts";

describe("detectDocumentKind", () => {
  it("recognises each accepted kind by its content", () => {
    expect(detectDocumentKind(samplePdf())).toBe("pdf");
    expect(detectDocumentKind(sampleJpeg())).toBe("jpeg");
    expect(detectDocumentKind(samplePng())).toBe("png");
    expect(detectDocumentKind(sampleDoc())).toBe("doc");
    expect(detectDocumentKind(sampleDocx())).toBe("docx");
  });

  it("refuses text, whatever it is called, and empty files", () => {
    expect(detectDocumentKind(Buffer.from("Just some notes, saved as report.pdf"))).toBeNull();
    expect(detectDocumentKind(Buffer.from("PDF-1.4 without its percent sign"))).toBeNull();
    expect(detectDocumentKind(new Uint8Array(0))).toBeNull();
  });

  it("refuses a zip that is not a Word document and an OLE2 file without a WordDocument stream", () => {
    expect(detectDocumentKind(sampleNonWordZip())).toBeNull();
    const spreadsheet = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(spreadsheet);
    Buffer.from("Workbook", "utf16le").copy(spreadsheet, 512);
    expect(detectDocumentKind(spreadsheet)).toBeNull();
  });

  it("refuses a truncated zip instead of reading past its end", () => {
    const docx = sampleDocx();
    expect(detectDocumentKind(docx.subarray(0, docx.length - 30))).toBeNull();
    expect(zipEntryNames(docx)).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
  });

  it("works on a view into a larger buffer", () => {
    const png = samplePng();
    const larger = new Uint8Array(png.length + 10);
    larger.set(png, 10);
    expect(detectDocumentKind(larger.subarray(10))).toBe("png");
  });
});

describe("content types and names", () => {
  it("maps declared media types to kinds, ignoring case and parameters", () => {
    expect(kindOfContentType("application/pdf")).toBe("pdf");
    expect(kindOfContentType("IMAGE/PNG")).toBe("png");
    expect(kindOfContentType("application/msword; charset=binary")).toBe("doc");
    expect(kindOfContentType("text/plain")).toBeNull();
    expect(kindOfContentType("")).toBeNull();
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
