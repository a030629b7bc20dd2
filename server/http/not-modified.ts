/** A file's validators: what a browser sends back in If-None-Match and If-Modified-Since. */
export interface Validators {
  etag: string;
  lastModified: Date;
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * Whether a GET or HEAD with these request headers may be answered 304 (RFC 9110, 13.1.2 and 13.1.3, in
 * the order of 13.2.2): If-None-Match, compared weakly, decides when it is present; otherwise the copy is
 * current when the file is no newer than If-Modified-Since, to the second an HTTP date can say. A date
 * that cannot be read is ignored.
 */
export function isNotModified(request: { ifNoneMatch?: string; ifModifiedSince?: string }, file: Validators): boolean {
  if (request.ifNoneMatch !== undefined) {
    const tags = request.ifNoneMatch.split(",").map(opaqueTag);
    return tags.includes("*") || tags.includes(opaqueTag(file.etag));
  }
  if (request.ifModifiedSince === undefined) return false;
  const since = Date.parse(request.ifModifiedSince);
  if (Number.isNaN(since)) return false;
  return Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

/** A strong tag from what changes when a file is written again: its size and modification time. */
export function fileEtag(stats: { size: number; mtimeMs: number }): string {
  return `"${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}"`;
}
