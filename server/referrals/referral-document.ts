import { kindOfContentType, kindOfFilename, type DocumentKind } from "#core/document-type.ts";
import { base64OfDataUrl, type ReferralAttachment } from "#contracts/referral.ts";
import { detectDocumentKind } from "./document-content.ts";

/**
 * The second half of the referral's validation: the shared schema (`#contracts/referral.ts`) checks what it
 * can without decoding the document; here the document is decoded and its content must be the kind both its
 * declared type and its name announce (server/referrals/receive-referral.ts refuses it otherwise).
 */

/** The bytes of a base64 data URL, or null when it is not a well-formed one. */
export function decodeDataUrl(data: string): Buffer | null {
  const base64 = base64OfDataUrl(data);
  return base64 === null ? null : Buffer.from(base64, "base64");
}

export interface ReferralDocument {
  bytes: Buffer;
  /** The kind found in the content (which the declared type and the name agree with). */
  kind: DocumentKind;
}

/**
 * The attachment's bytes and kind when its content is what the sender declared, by type and by name;
 * null otherwise: a text file named .pdf, a PNG declared as a PDF, a zip that is not a Word document.
 */
export async function readReferralDocument(attachment: ReferralAttachment): Promise<ReferralDocument | null> {
  const bytes = decodeDataUrl(attachment.data);
  const declared = kindOfContentType(attachment.contentType);
  if (!bytes || !declared || kindOfFilename(attachment.filename) !== declared) return null;
  const kind = await detectDocumentKind(bytes, declared);
  return kind === declared ? { bytes, kind } : null;
}
