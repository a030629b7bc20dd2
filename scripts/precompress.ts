import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { parseConfig } from "#server/config.ts";

// Writes .br and .gz beside every compressible file of the client build, so the server sends
// compressed static files without compressing them on each request. The .gz is Zopfli's: ordinary gzip that
// every client reads, about 3 % smaller than zlib's level 9, made once per build (docs/decisions/0048).
const root = path.join(parseConfig(process.env).buildDir, "client");

const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|data|map|ico|webmanifest)$/;
let count = 0;

async function walk(dir: string): Promise<void> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) await walk(file);
    else if (compressible.test(name)) {
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, await gzipAsync(content, { numiterations: 15 }));
      count++;
    }
  }
}

await walk(root);
console.log(`precompressed ${count} files in ${root}`);
