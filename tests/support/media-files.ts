import { readFileSync } from "node:fs";
import path from "node:path";

/** A file the site serves from public/, by its URL path ("/media/x.webp"). */
export const publicFile = (url: string) => path.resolve("public", url.replace(/^\//, ""));

export const readPublicFile = (url: string) => readFileSync(publicFile(url));

/** Width and height of a WebP (lossy, lossless or extended), read from its header. */
export function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WEBP") throw new Error("not a WebP");
  const chunk = bytes.toString("ascii", 12, 16);
  if (chunk === "VP8 ") return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

/** What a browser needs to know of an MP4: its tracks' handler types, the first video track's size, box order. */
export function mp4Facts(bytes: Buffer): { handlers: string[]; width: number; height: number; moovBeforeMdat: boolean } {
  const handlers: string[] = [];
  let size: { width: number; height: number } | null = null;
  for (let i = bytes.indexOf("hdlr"); i !== -1; i = bytes.indexOf("hdlr", i + 4)) handlers.push(bytes.toString("ascii", i + 12, i + 16));
  for (let i = bytes.indexOf("tkhd"); i !== -1 && !size; i = bytes.indexOf("tkhd", i + 4)) {
    const version = bytes[i + 4];
    const at = i + (version === 1 ? 92 : 80);
    const width = bytes.readUInt32BE(at) / 65536,
      height = bytes.readUInt32BE(at + 4) / 65536;
    if (width > 0) size = { width, height };
  }
  if (!size) throw new Error("no video track");
  return { handlers, ...size, moovBeforeMdat: bytes.indexOf("moov") < bytes.indexOf("mdat") };
}
