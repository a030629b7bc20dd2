import { contentTypeForFilename } from "#core/document-type.ts";
import { MAX_ATTACHMENT_BYTES } from "#contracts/referral-limits.ts";

/** The payload's attachment as the form holds it before validation. */
export interface PendingAttachment {
  filename: string;
  contentType: string;
  data: string;
  size: number;
}

/**
 * Reads a chosen file into the payload's shape (a data URL). A file over the limit is not read at all:
 * its reported size is enough for the schema to refuse it, and a phone is spared loading it.
 */
export async function readAttachment(file: File): Promise<PendingAttachment> {
  // Some browsers leave the type empty (often for .doc): fall back on the extension.
  const contentType = file.type || contentTypeForFilename(file.name) || "application/octet-stream";
  const base = { filename: file.name, contentType, size: file.size };
  if (file.size > MAX_ATTACHMENT_BYTES) return { ...base, data: "" };
  const data = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
  return { ...base, data };
}

/** Several files: only their names and sizes, since the schema refuses them all the same. */
export function describeFiles(files: readonly File[]): PendingAttachment[] {
  return files.map((file) => ({ filename: file.name, contentType: file.type, data: "", size: file.size }));
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
