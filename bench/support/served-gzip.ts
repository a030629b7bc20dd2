import { gzipSync } from "node:zlib";

/**
 * The bytes a browser that accepts gzip only downloads for `url`: the length of the gzip body the server
 * sends (the build's precompressed .gz, docs/decisions/0048), or for a file sent uncompressed (too small to
 * have a twin) its zlib level-9 gzip.
 */
export async function servedGzipBytes(url: string): Promise<number> {
  const answer = await fetch(url, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
  const length = answer.headers.get("content-length");
  if (answer.headers.get("content-encoding") === "gzip" && length !== null) return Number(length);
  const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}
