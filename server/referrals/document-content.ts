import { fileTypeFromBuffer } from "file-type";
import { documentKindOfDetected, type DocumentKind } from "#core/document-type.ts";

/**
 * Which document a file really is, judged by its bytes (docs/product/decisions.md, 13): a name or a declared type says what
 * the sender claims, the content says what the practice would open. The sniffing is the `file-type`
 * library's; which of its answers we accept is the core's rule (`documentKindOfDetected`).
 *
 * `declared` is the kind the sender declared: it only decides whether a bare OLE2/CFB container counts as
 * a .doc (see `documentKindOfDetected`).
 */
export async function detectDocumentKind(bytes: Uint8Array, declared: DocumentKind | null): Promise<DocumentKind | null> {
  let detected: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    detected = await fileTypeFromBuffer(bytes);
  } catch {
    // A malformed container the sniffer cannot walk is not a document the practice can open.
    return null;
  }
  return documentKindOfDetected(detected, declared);
}
