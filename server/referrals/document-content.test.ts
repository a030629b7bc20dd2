import { describe, expect, it } from "vitest";
import { sampleDoc, sampleDocx, sampleJpeg, sampleNonWordZip, samplePdf, samplePng } from "#tests/support/sample-documents.ts";
import { detectDocumentKind } from "./document-content.ts";

describe("detectDocumentKind: the document's kind from its bytes (file-type)", () => {
  it("recognises each accepted kind by its content, whatever was declared", async () => {
    expect(await detectDocumentKind(samplePdf(), "pdf")).toBe("pdf");
    expect(await detectDocumentKind(sampleJpeg(), "jpeg")).toBe("jpeg");
    expect(await detectDocumentKind(samplePng(), "pdf")).toBe("png");
    expect(await detectDocumentKind(sampleDocx(), "docx")).toBe("docx");
    expect(await detectDocumentKind(samplePdf("Large", 5 * 1024 * 1024), "pdf")).toBe("pdf");
  });

  it("takes an OLE2 container as a .doc only when it was declared as one", async () => {
    expect(await detectDocumentKind(sampleDoc(), "doc")).toBe("doc");
    expect(await detectDocumentKind(sampleDoc(), "docx")).toBeNull();
    expect(await detectDocumentKind(sampleDoc(), null)).toBeNull();
  });

  it("refuses text, whatever it is called, and empty files", async () => {
    expect(await detectDocumentKind(Buffer.from("Just some notes, saved as report.pdf"), "pdf")).toBeNull();
    expect(await detectDocumentKind(Buffer.from("PDF-1.4 without its percent sign"), "pdf")).toBeNull();
    expect(await detectDocumentKind(new Uint8Array(0), "pdf")).toBeNull();
  });

  it("refuses a zip that is not a Word document", async () => {
    expect(await detectDocumentKind(sampleNonWordZip(), "docx")).toBeNull();
  });

  it("works on a view into a larger buffer", async () => {
    const png = samplePng();
    const larger = new Uint8Array(png.length + 10);
    larger.set(png, 10);
    expect(await detectDocumentKind(larger.subarray(10), "png")).toBe("png");
  });
});
