import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') of a page's inline scripts: those the browser runs,
 * so neither a script with a src (the policy's 'strict-dynamic' covers what those load) nor a JSON data
 * block (JSON-LD), which no policy governs.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc=/.test(attributes) || /\btype="[^"]*json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The inline scripts' hashes of every prerendered page of the client build, by file ("faq/index.html"):
 * a file cannot carry a per-request nonce. Read from the files themselves when the server starts, so the
 * policy always names exactly the scripts of the HTML it serves, whatever rewrote it after the build.
 */
export function prerenderedScriptHashes(root: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    pages.set(entry.split(path.sep).join("/"), inlineScriptHashes(readFileSync(path.join(root, entry), "utf8")));
  }
  return pages;
}
