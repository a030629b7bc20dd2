import "./zod-jitless.ts";
import { z } from "zod";
import { kindOfContentType, kindOfFilename } from "#core/document-type.ts";
import { freeText, singleLine } from "./text-fields.ts";
import { MAX_ATTACHMENT_BYTES, MAX_NOTES_LENGTH, MAX_TEXT_LENGTH, referralMessages } from "./referral-limits.ts";

export { MAX_ATTACHMENT_BYTES, MAX_NOTES_LENGTH, referralMessages };

/**
 * The referral payload (docs/product/spec.md §3, rules §5, docs/product/decisions.md, 13 and 14): ONE schema, used by the referral page's
 * action and by POST /api/referrals, so both refuse the same input with the same words. It does not decode
 * the document: the use-case checks its content (`server/referrals/receive-referral.ts`).
 */

const text = (min: number, message: string) =>
  z.string({ error: message }).trim().check(singleLine()).min(min, message).max(MAX_TEXT_LENGTH, referralMessages.tooLong);

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .check(singleLine())
    .max(254, message)
    .pipe(z.email({ error: message }));

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[\w.+-]+)*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The base64 text of a data URL (`data:<type>;base64,...`, as FileReader makes it), or null when the data
 * is not one or is not well-formed base64. Checks the shape only, without decoding: the browser never
 * decodes the file, the server decodes it (with Buffer) once this has accepted it.
 */
export function base64OfDataUrl(data: string): string | null {
  const prefix = DATA_URL.exec(data);
  if (!prefix) return null;
  const base64 = data.slice(prefix[0].length);
  return base64.length % 4 === 0 && BASE64.test(base64) ? base64 : null;
}

/** The decoded size of a base64 data URL, without decoding it (so a huge file is refused cheaply); exact
 *  for well-formed base64. */
function decodedLength(data: string): number {
  const base64 = data.slice(data.indexOf(",") + 1);
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

export const referralAttachmentSchema = z
  .object(
    {
      filename: z
        .string({ error: referralMessages.fileUnreadable })
        .trim()
        .min(1, referralMessages.fileUnreadable)
        .max(255, referralMessages.fileUnreadable),
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

/**
 * What can be checked without decoding the file: its size, the declared type and the name's extension
 * (accepted, and naming the same kind), the data URL's shape. Whether the CONTENT is what was declared is
 * the server's check (`server/referrals/referral-document.ts`), which answers with the same messages.
 */
function attachmentProblem({ filename, contentType, data, size }: ReferralAttachment): string | null {
  if (Math.max(size ?? 0, decodedLength(data)) > MAX_ATTACHMENT_BYTES) return referralMessages.fileSize;
  const declared = kindOfContentType(contentType);
  const named = kindOfFilename(filename);
  if (!declared || !named) return referralMessages.fileType;
  if (base64OfDataUrl(data) === null) return referralMessages.fileUnreadable;
  // scan.jpg declared as image/png is refused: the name and the declared type must name the same kind.
  if (named !== declared) return referralMessages.fileType;
  return null;
}

export const referralSchema = z.object({
  referrerName: text(2, referralMessages.referrerName),
  clinicName: text(2, referralMessages.clinicName),
  email: email(referralMessages.email),
  phone: z
    .string({ error: referralMessages.phone })
    .trim()
    .check(singleLine())
    .min(8, referralMessages.phone)
    .max(40, referralMessages.phone)
    .regex(/^\+?[\d\s().-]+$/, referralMessages.phone),
  patientName: text(2, referralMessages.patientName),
  patientEmail: email(referralMessages.patientEmail),
  joinNetwork: z.boolean().default(false),
  notes: z.string().trim().check(freeText()).max(MAX_NOTES_LENGTH, referralMessages.notesTooLong).default(""),
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
