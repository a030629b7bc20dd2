import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parseConfig } from "#server/config.ts";

// Writes .br and .gz beside every compressible file of the client build, so the server sends
// compressed static files without compressing them on each request.
const root = path.join(parseConfig(process.env).buildDir, "client");

const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|data|map|ico|webmanifest)$/;
let count = 0;

function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name)) {
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      count++;
    }
  }
}

walk(root);
console.log(`precompressed ${count} files in ${root}`);
