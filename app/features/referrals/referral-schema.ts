import { z } from "zod";
import { detectDocumentKind, kindOfContentType, contentTypeForFilename } from "../../../core/document-type.ts";
import { MAX_ATTACHMENT_BYTES, MAX_NOTES_LENGTH, MAX_TEXT_LENGTH } from "./referral-limits.ts";

export { MAX_ATTACHMENT_BYTES, MAX_NOTES_LENGTH };

/**
 * The referral payload (spec §3, rules §5, decisions 13 and 14): ONE schema, used by the referral form in
 * the browser and by POST /api/referrals on the server, so both refuse the same input with the same words.
 */


export const referralMessages = {
  referrerName: "Please enter your name",
  clinicName: "Please enter your clinic or hospital name",
  email: "Please enter a valid email address",
  phone: "Please enter a valid clinic phone number",
  patientName: "Please enter the patient's name",
  patientEmail: "Please enter a valid patient email address",
  singleFile: "Please upload a single file",
  fileSize: "File size must be less than 5MB",
  fileType: "Only PDF, Word, JPEG and PNG files are accepted",
  fileUnreadable: "The file could not be read. Please choose it again.",
  tooLong: `Please keep this under ${MAX_TEXT_LENGTH} characters`,
  notesTooLong: `Please keep the clinical notes under ${MAX_NOTES_LENGTH} characters`,
} as const;

const text = (min: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(MAX_TEXT_LENGTH, referralMessages.tooLong);

const email = (message: string) =>
  z.string({ error: message }).trim().max(254, message).pipe(z.email({ error: message }));

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[\w.+-]+)*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 data URL, or null when it is not one. Remembers the last answer: the form
 *  validates on every change, and the server decodes once to check and once to store. */
let lastDecoded: { data: string; bytes: Uint8Array | null } | undefined;

export function decodeDataUrl(data: string): Uint8Array | null {
  if (lastDecoded?.data === data) return lastDecoded.bytes;
  const prefix = DATA_URL.exec(data);
  const base64 = prefix ? data.slice(prefix[0].length) : "";
  let bytes: Uint8Array | null = null;
  if (prefix && base64.length % 4 === 0 && BASE64.test(base64)) {
    const binary = atob(base64);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  }
  lastDecoded = { data, bytes };
  return bytes;
}

/** The decoded size of a base64 data URL, without decoding it (so a huge file is refused cheaply). */
function decodedLength(data: string): number {
  const base64 = data.slice(data.indexOf(",") + 1);
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

export const referralAttachmentSchema = z
  .object(
    {
      filename: z.string({ error: referralMessages.fileUnreadable }).trim().min(1, referralMessages.fileUnreadable).max(255, referralMessages.fileUnreadable),
      contentType: z.string({ error: referralMessages.fileType }),
      /** The file as a data URL (`data:<type>;base64,...`), as FileReader makes it. */
      data: z.string({ error: referralMessages.fileUnreadable }),
      /** The size the browser reports; it lets the form refuse a huge file without reading it. The server
       *  trusts only the decoded data. */
      size: z.number().int().nonnegative().optional(),
    },
    { error: referralMessages.fileUnreadable },
  )
  .superRefine((attachment, ctx) => {
    const problem = attachmentProblem(attachment);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export type ReferralAttachment = z.infer<typeof referralAttachmentSchema>;

function attachmentProblem({ filename, contentType, data, size }: ReferralAttachment): string | null {
  if (Math.max(size ?? 0, decodedLength(data)) > MAX_ATTACHMENT_BYTES) return referralMessages.fileSize;
  const declared = kindOfContentType(contentType);
  if (!declared || contentTypeForFilename(filename) === null) return referralMessages.fileType;
  const bytes = decodeDataUrl(data);
  if (!bytes) return referralMessages.fileUnreadable;
  if (bytes.length > MAX_ATTACHMENT_BYTES) return referralMessages.fileSize;
  // The content decides: a text file named .pdf, or a PNG declared as a PDF, is refused.
  const actual = detectDocumentKind(bytes);
  if (actual === null || actual !== declared) return referralMessages.fileType;
  if (kindOfContentType(contentTypeForFilename(filename) ?? "") !== actual) return referralMessages.fileType;
  return null;
}

export const referralSchema = z.object({
  referrerName: text(2, referralMessages.referrerName),
  clinicName: text(2, referralMessages.clinicName),
  email: email(referralMessages.email),
  phone: z
    .string({ error: referralMessages.phone })
    .trim()
    .min(8, referralMessages.phone)
    .max(40, referralMessages.phone)
    .regex(/^\+?[\d\s().-]+$/, referralMessages.phone),
  patientName: text(2, referralMessages.patientName),
  patientEmail: email(referralMessages.patientEmail),
  joinNetwork: z.boolean().default(false),
  notes: z.string().trim().max(MAX_NOTES_LENGTH, referralMessages.notesTooLong).default(""),
  // One file or none. Several files (a drop of many, or an array sent to the API) are refused by name.
  attachment: z.preprocess((value, ctx) => {
    if (!Array.isArray(value)) return value ?? null;
    if (value.length > 1) {
      ctx.addIssue({ code: "custom", message: referralMessages.singleFile });
      return z.NEVER;
    }
    return value[0] ?? null;
  }, referralAttachmentSchema.nullable()),
});

/** What the form holds and the API receives. */
export type ReferralInput = z.input<typeof referralSchema>;
/** What the server stores, after trimming and defaults. */
export type Referral = z.output<typeof referralSchema>;

/** The payload's field names, in the order the form shows them (for focusing the first error). */
export const referralFields = [
  "referrerName",
  "clinicName",
  "email",
  "phone",
  "patientName",
  "patientEmail",
  "notes",
  "attachment",
] as const;
