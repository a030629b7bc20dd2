import { kindOfContentType, kindOfFilename, type DocumentKind } from "#core/document-type.ts";
import { base64OfDataUrl, referralMessages, referralSchema, type ReferralAttachment } from "#contracts/referral.ts";
import { detectDocumentKind } from "./document-content.ts";

/**
 * The server's half of the referral's validation: the shared schema (`#contracts/referral.ts`, which the
 * browser runs too) checks what it can without decoding the document; here the document is decoded and its
 * content must be the kind both its declared type and its name announce.
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

/**
 * What POST /api/referrals accepts: the shared schema, plus the attachment's content check. Async: parse
 * it with `safeParseAsync`. A content mismatch is an issue on `attachment` with the shared schema's
 * message, so the API answers `{ error, fields: { attachment } }` as for any other refused attachment.
 */
export const referralRequestSchema = referralSchema.superRefine(async (referral, ctx) => {
  // Only an attachment the shared schema accepted is decoded (the refinement also runs after
  // non-aborting issues such as a refused attachment's, which already carry the message to show).
  if (!referral.attachment || ctx.issues.some((issue) => issue.path?.[0] === "attachment")) return;
  if (!(await readReferralDocument(referral.attachment))) {
    ctx.addIssue({ code: "custom", path: ["attachment"], message: referralMessages.fileType });
  }
});
