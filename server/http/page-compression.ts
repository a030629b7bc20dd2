import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

export type PageEncoding = "br" | "gzip";

/**
 * The encoding a rendered page is sent in, from the request's Accept-Encoding (RFC 9110, 12.5.3): Brotli
 * when accepted, else gzip, else none. `q=0` refuses a coding; `*` stands for any coding not named.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: PageEncoding) => weights.get(coding) ?? weights.get("*") ?? 0;
  if (weightOf("br") > 0 && weightOf("br") >= weightOf("gzip")) return "br";
  return weightOf("gzip") > 0 ? "gzip" : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli 4 is about as small as gzip 6 on a page and cheaper; quality 11 is for files compressed once, at build. */
const compressors: Record<PageEncoding, (body: Uint8Array) => Promise<Uint8Array>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => gzipAsync(body),
};

/** Smaller than this, a body is sent as it is: the coding would save less than its own headers. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses the pages React Router renders (docs/decisions/0054). A page is rendered whole before its first
 * byte (app/entry.server.tsx), so it is compressed in one call on zlib's thread pool rather than through a
 * CompressionStream, whose stream plumbing cost more CPU than the compression itself; the answer then
 * states its length. Files on disk keep their build-time twins (server/http/static-files.ts).
 */
export const pageCompression: MiddlewareHandler = async (c, next) => {
  await next();
  const answer = c.res;
  const type = answer.headers.get("Content-Type");
  if (
    !answer.body ||
    answer.status === 206 ||
    answer.headers.has("Content-Encoding") ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(answer.headers.get("Cache-Control") ?? "")
  ) {
    return;
  }
  const vary = answer.headers.get("Vary");
  if (!vary) answer.headers.set("Vary", "Accept-Encoding");
  else if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) answer.headers.set("Vary", `${vary}, Accept-Encoding`);
  const encoding = pageEncoding(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const body = new Uint8Array(await answer.arrayBuffer());
  const headers = new Headers(answer.headers);
  let sent = body;
  if (body.byteLength >= THRESHOLD_BYTES) {
    // Copied out of zlib's Buffer (a few kilobytes) into the plain array a Response takes.
    sent = new Uint8Array(await compressors[encoding](body));
    headers.set("Content-Encoding", encoding);
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  }
  headers.set("Content-Length", String(sent.byteLength));
  c.res = undefined;
  c.res = new Response(sent, { status: answer.status, statusText: answer.statusText, headers });
};
