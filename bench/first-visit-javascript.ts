import { parseArgs } from "node:util";
import { contentPagePaths, paths as sitePaths } from "#contracts/paths.ts";
import { jsBudgetFor } from "./support/budget.ts";
import { startProductionServer } from "./support/server.ts";
import { servedGzipBytes } from "./support/served-gzip.ts";

/**
 * The JavaScript a first visit to each page loads before it can be used: the scripts its server HTML names
 * (module preloads and the entry) and what they import statically, each counted as the server sends it to a
 * browser that accepts gzip only (the build's precompressed .gz; a file too small to have one, gzipped here
 * at level 9). Browsers that accept Brotli get less. What loads later (`React.lazy`, dynamic imports) is not
 * counted. Quicker than Lighthouse and steady on a busy machine; exits 1 when a page is over its budget
 * (bench/support/budget.ts).
 *
 *   node bench/first-visit-javascript.ts [--origin URL] [/ /contact ...]
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { origin: { type: "string" } } });
const interactive = [
  sitePaths.home,
  sitePaths.bookConsultation,
  sitePaths.book,
  sitePaths.contact,
  sitePaths.referrals,
  sitePaths.exercises,
  sitePaths.exercise("heel-slide"),
  sitePaths.myPlaylists,
  sitePaths.newPlaylist,
  sitePaths.signIn,
];
const pagePaths = positionals.length > 0 ? positionals : [...interactive, ...contentPagePaths];

/** The module preloads and the inline scripts' imports; not the route manifest, which names modules of pages not shown. */
const scriptsNamedIn = (html: string) =>
  [...html.matchAll(/rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"|(?:import\s*\(?|from)\s*"(\/assets\/[\w.-]+\.js)"/g)].map(
    (match) => match[1] ?? match[2]!,
  );
const staticImportsOf = (code: string) =>
  [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((match) => `/assets/${match[1]}`);

async function firstVisitScripts(origin: string, path: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const queue = scriptsNamedIn(await (await fetch(origin + path)).text());
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (sizes.has(file)) continue;
    const code = Buffer.from(await (await fetch(origin + file, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    sizes.set(file, await servedGzipBytes(origin + file));
    queue.push(...staticImportsOf(code.toString("utf8")));
  }
  return sizes;
}

const server = values.origin ? null : await startProductionServer();
const origin = values.origin ?? server!.origin;
let over = 0;
try {
  for (const path of pagePaths) {
    const sizes = await firstVisitScripts(origin, path);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const limit = jsBudgetFor(path);
    if (total > limit) over += 1;
    console.log(
      `${path}: ${total.toLocaleString("en")} B gzip in ${sizes.size} files (budget ${limit.toLocaleString("en")})${total > limit ? "  OVER" : ""}`,
    );
  }
} finally {
  await server?.stop();
}
process.exitCode = over > 0 ? 1 : 0;
