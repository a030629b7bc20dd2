import type { ActionFunctionArgs } from "react-router";
import { contentTypeForFilename } from "#core/document-type.ts";
import { MAX_ATTACHMENT_BYTES, referralSchema } from "#contracts/referral.ts";
import { pageContext } from "#contracts/page-context.ts";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";

/** A posted file as the schema reads it, the API's data URL; one over the limit is not read at all. */
async function attachmentOf(file: File) {
  const contentType = file.type || contentTypeForFilename(file.name) || "application/octet-stream";
  const base64 = file.size > MAX_ATTACHMENT_BYTES ? "" : Buffer.from(await file.arrayBuffer()).toString("base64");
  return { filename: file.name, contentType, data: `data:${contentType};base64,${base64}`, size: file.size };
}

/** The form's fields as the schema reads them: the checkbox's "on", the chosen file (or several) as data. */
async function referralInputOf(form: FormData) {
  const files = form.getAll("attachment").filter((value): value is File => value instanceof File && value.name !== "");
  const attachments = await Promise.all(files.map(attachmentOf));
  const attachment = attachments.length > 1 ? attachments : (attachments[0] ?? null);
  return { ...Object.fromEntries(form), joinNetwork: form.get("joinNetwork") === "on", attachment };
}

/**
 * The referral form's post (multipart, its document included), read with the schema of POST /api/referrals
 * and received as the API receives it. A reply names the file that was chosen: a browser never gives a file
 * back, so the page asks for it again.
 */
export async function referralAction({ context, request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const input = await referralInputOf(formData);
  const submission = parseSubmission(formData, referralSchema, () => input);
  const chosen = formData.getAll("attachment").find((value): value is File => value instanceof File && value.name !== "");
  const withFile = (values: Record<string, string>) => (chosen ? { ...values, attachment: chosen.name } : values);
  if (!submission.ok) return invalidReply({ ...submission.reply, values: withFile(submission.reply.values) });
  const outcome = await context.get(pageContext).referrals.send(submission.value);
  if (!outcome.ok) return refusedReply(outcome.refusal, withFile(submission.values));
  return { status: "received" } as const;
}
