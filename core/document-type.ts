/**
 * Which document a file really is, judged by its bytes (decision 13): a name or a declared type says what
 * the sender claims, the content says what the practice would open. Pure, so the browser and the server
 * run the same check.
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

/** The declared media type for a file name, for browsers that leave `File.type` empty (often for .doc). */
export function contentTypeForFilename(filename: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const kind = extension ? extensionKinds[extension] : undefined;
  return kind ? (documentContentTypes[kind][0] ?? null) : null;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
// Word's main stream name as it appears in an OLE2 directory entry (UTF-16LE): tells a .doc from an
// Excel or Outlook file, which share the OLE2 container.
const WORD_DOCUMENT_STREAM = /* @__PURE__ */ (() => [..."WordDocument"].flatMap((char) => [char.charCodeAt(0), 0]))();

export function detectDocumentKind(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, OLE2)) return indexOf(bytes, WORD_DOCUMENT_STREAM) >= 0 ? "doc" : null;
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return zipEntryNames(bytes).some((name) => name.startsWith("word/")) ? "docx" : null;
  return null;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function indexOf(bytes: Uint8Array, needle: readonly number[]): number {
  const first = needle[0];
  outer: for (let i = bytes.indexOf(first ?? 0); i >= 0 && i <= bytes.length - needle.length; i = bytes.indexOf(first ?? 0, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN_LENGTH = 22;
const MAX_ZIP_COMMENT = 0xffff;

/**
 * The file names in a zip's central directory (the authoritative list, at the end of the archive), or []
 * when the archive is malformed. A .docx is a zip whose main part lives under `word/`.
 */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);

  let eocd = -1;
  const lowest = Math.max(0, bytes.length - EOCD_MIN_LENGTH - MAX_ZIP_COMMENT);
  for (let at = bytes.length - EOCD_MIN_LENGTH; at >= lowest; at--) {
    if (u32(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return [];

  const entries = u16(eocd + 10);
  let at = u32(eocd + 16);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < entries; i++) {
    if (at < 0 || u32(at) !== CENTRAL_ENTRY_SIGNATURE) return [];
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const nameStart = at + 46;
    if (nameLength < 0 || nameStart + nameLength > bytes.length) return [];
    names.push(decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)));
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}
