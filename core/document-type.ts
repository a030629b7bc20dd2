/**
 * The documents a referral may carry (docs/product/decisions.md, 13), as pure rules: the accepted kinds, the media types and
 * file extensions of each, and how a content sniffer's answer maps onto them. Reading the bytes is the
 * server's job (`server/referrals/document-content.ts`, with the `file-type` library); the browser loads
 * only these tables.
 */
export type DocumentKind = "pdf" | "jpeg" | "png" | "doc" | "docx";

/** The media types a browser may declare for each accepted kind. */
export const documentContentTypes: Readonly<Record<DocumentKind, readonly string[]>> = {
  pdf: ["application/pdf"],
  jpeg: ["image/jpeg"],
  png: ["image/png"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
};

const extensionKinds: Readonly<Record<string, DocumentKind>> = {
  pdf: "pdf",
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  doc: "doc",
  docx: "docx",
};

/** The value of a file input's `accept` attribute: extensions and media types of the accepted kinds. */
// Marked pure so a bundle that imports this module without using the value can drop it.
export const documentAccept = /* @__PURE__ */ (() =>
  [...Object.keys(extensionKinds).map((extension) => `.${extension}`), ...Object.values(documentContentTypes).flat()].join(","))();

export function kindOfContentType(contentType: string): DocumentKind | null {
  const bare = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  for (const [kind, types] of Object.entries(documentContentTypes) as [DocumentKind, readonly string[]][]) {
    if (types.includes(bare)) return kind;
  }
  return null;
}

/** The kind a file name's extension announces, or null for a name without an accepted extension. */
export function kindOfFilename(filename: string): DocumentKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return (extension && extensionKinds[extension]) || null;
}

/** The declared media type for a file name, for browsers that leave `File.type` empty (often for .doc). */
export function contentTypeForFilename(filename: string): string | null {
  const kind = kindOfFilename(filename);
  return kind ? (documentContentTypes[kind][0] ?? null) : null;
}

/** What a content sniffer found in the bytes: the shape of `file-type`'s answer, none when unrecognised. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/** The sniffer's answers (by `ext`) that are one of our kinds, whatever the sender declared. */
const detectedKinds: Readonly<Record<string, DocumentKind>> = {
  pdf: "pdf",
  jpg: "jpeg",
  png: "png",
  // An animated PNG is a PNG: every PNG reader opens it (showing its first frame).
  apng: "png",
  docx: "docx",
};

/**
 * The kind of document the content is, given the sniffer's answer and the kind the sender declared; null
 * when it is none of ours. A legacy Word file (.doc) is an OLE2 / Compound File Binary container, which
 * `file-type` reports as `cfb` without looking inside (Excel 97, Outlook .msg and .msi files are CFB too):
 * a CFB container is taken as a .doc only when it was declared as one, and refused otherwise.
 */
export function documentKindOfDetected(detected: DetectedType | undefined, declared: DocumentKind | null): DocumentKind | null {
  if (!detected) return null;
  if (detected.ext === "cfb") return declared === "doc" ? "doc" : null;
  return detectedKinds[detected.ext] ?? null;
}
