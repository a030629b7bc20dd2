import type { Context } from "hono";

/** A filename for a Content-Disposition header: ASCII in `filename`, the real name in `filename*` (RFC 6266). */
function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A private file the browser saves (a referral document, a receipt): an attachment under its own name, of
 * its checked type, never cached by the browser or a proxy, never sniffed into something else.
 */
export function fileDownload(c: Context, file: { bytes: Uint8Array; contentType: string; filename: string }): Response {
  return c.body(new Uint8Array(file.bytes), 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": attachmentDisposition(file.filename),
    "Content-Length": String(file.bytes.byteLength),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
}
