import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { paths as sitePaths } from "#contracts/paths.ts";
import { chromiumArgs, chromiumPath } from "#tests/support/chromium.ts";
import { budget, jsBudgetFor } from "./support/budget.ts";
import { benchPlaylist } from "./support/playlist.ts";
import { startProductionServer } from "./support/server.ts";
import { servedGzipBytes } from "./support/served-gzip.ts";

/**
 * Lighthouse 13 (mobile: Moto G Power emulation, simulated slow 4G) on each path given, against the
 * production server started from the existing build. Prints the four category scores, LCP, TBT, CLS and the
 * JavaScript the page loaded (gzip bytes, and the bytes actually transferred, Brotli here), and exits 1
 * when a page misses the budget (`budget`). Builds nothing: run `npm run build` first.
 *
 *   CHROME_PATH=/usr/bin/chromium node bench/lighthouse.ts [--runs 3] [--player] [--origin URL] [/ /faq ...]
 *
 * The paths `/exercise-playlist/featured` and `/exercise-playlist/public` stand for a playlist of three
 * exercises with music made through the API before the runs (the server starts with an empty data folder,
 * and Lighthouse has no owner cookie): the practice's featured programme, and a patient's playlist shared by
 * its link. The patient's says noindex on purpose (docs/decisions/0033): its SEO budget is every audit but
 * `is-crawlable`. `--player` adds the featured programme opened on its 'Play Workout' tab (`?tab=play`).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "1" }, player: { type: "boolean", default: false }, origin: { type: "string" } },
});
const paths = positionals.length > 0 || values.player ? positionals : ["/"];
const runs = Math.max(1, Number(values.runs));

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Measure {
  path: string;
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipBytes: number;
  jsTransferBytes: number;
  jsFiles: number;
  /** The failing audits of the three 100-point categories, by category. */
  failedAudits: Record<Exclude<(typeof categories)[number], "performance">, string[]>;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The gzip bytes of each script the page loaded, as the server sends them. */
async function gzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) total += await servedGzipBytes(url);
  return total;
}

/** A trace Lighthouse failed to record (its advice: run again) is retried this many times before giving up. */
const TRACE_RETRIES = 2;

async function audit(url: string, path: string, port: number, retries = TRACE_RETRIES): Promise<Measure> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/lighthouse${path.replaceAll(/[/?=&]/g, "_")}.json`, JSON.stringify(lhr));
  if (lhr.runtimeError) {
    if (retries > 0) return audit(url, path, port, retries - 1);
    throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (request) => request.resourceType === "Script",
  );
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Measure["scores"];
  const failing = (id: keyof Measure["failedAudits"]) =>
    (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  const failedAudits = { accessibility: failing("accessibility"), "best-practices": failing("best-practices"), seo: failing("seo") };
  return {
    path,
    scores,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    jsGzipBytes: await gzipBytes(requests.map((request) => request.url)),
    jsTransferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsFiles: requests.length,
    failedAudits,
  };
}

/**
 * Pages that say noindex by decision, a patient's own (their playlists, a playlist shared by its link, the sign-in): SEO is
 * met when nothing but `is-crawlable` fails.
 */
const noindexByDecision = new Set<string>([sitePaths.myPlaylists, sitePaths.signIn]);

function misses(m: Measure): string[] {
  const missed: string[] = [];
  for (const id of categories) {
    if (id === "seo" && noindexByDecision.has(m.path) && m.failedAudits.seo.every((audit) => audit === "is-crawlable")) continue;
    if (m.scores[id] < budget.scores[id]) missed.push(`${id} ${m.scores[id]} < ${budget.scores[id]}`);
  }
  const jsBudget = jsBudgetFor(m.path);
  if (m.jsGzipBytes > jsBudget) missed.push(`JavaScript ${m.jsGzipBytes} B gzip > ${jsBudget} B`);
  return missed;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The placeholder paths of playlists (see the header); each made once, when a path asks for it. */
const placeholders = { "/exercise-playlist/public": "public", "/exercise-playlist/featured": "featured" } as const;
type PlaylistKind = (typeof placeholders)[keyof typeof placeholders];
const made = new Map<string, Promise<string>>();
const playlistPath = (origin: string, kind: PlaylistKind) => {
  if (!made.has(kind))
    made.set(
      kind,
      benchPlaylist(origin, { kind }).then((playlist) => `/exercise-playlist/${playlist.id}`),
    );
  return made.get(kind)!;
};

// --origin: a production server already running at that address, for a machine too busy to start one in 60 s.
const server = values.origin ? { origin: values.origin, stop: async () => undefined } : await startProductionServer();
// --player: the featured programme of three exercises with music, opened on its 'Play Workout' tab (?tab=play),
// the player loaded and rendered as a patient sees it before pressing Play: a first visit, held to the same budget.
if (values.player) paths.push(`${await playlistPath(server.origin, "featured")}?tab=play`);
// Without a browser there is nothing to measure: stop the server rather than wait on it forever.
const chrome = await chromeLauncher
  .launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath, chromeFlags: ["--headless=new", ...chromiumArgs] })
  .catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
const results: Measure[] = [];
try {
  for (const asked of paths) {
    const kind = placeholders[asked as keyof typeof placeholders] as PlaylistKind | undefined;
    const path = kind ? await playlistPath(server.origin, kind) : asked;
    if (kind === "public") noindexByDecision.add(path);
    const attempts: Measure[] = [];
    for (let i = 0; i < runs; i++) attempts.push(await audit(server.origin + path, path, chrome.port));
    // Lighthouse's advice for noisy machines: keep the run with the median performance score.
    attempts.sort((a, b) => a.scores.performance - b.scores.performance);
    const m = attempts[Math.floor((attempts.length - 1) / 2)] as Measure;
    results.push(m);
    console.log(`\n${path}${runs > 1 ? `  (median of ${runs} runs)` : ""}`);
    console.log(
      `  performance ${m.scores.performance}  accessibility ${m.scores.accessibility}  best practices ${m.scores["best-practices"]}  SEO ${m.scores.seo}`,
    );
    console.log(`  LCP ${(m.lcpMs / 1000).toFixed(2)} s  TBT ${m.tbtMs.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}`);
    console.log(
      `  JavaScript: ${m.jsFiles} files, ${kb(m.jsGzipBytes)} gzip (${(m.jsGzipBytes / 1024).toFixed(1)} KiB), ${kb(m.jsTransferBytes)} transferred`,
    );
    const failed = Object.values(m.failedAudits).flat();
    if (failed.length > 0) console.log(`  failing audits: ${failed.join(", ")}`);
    const missed = misses(m);
    console.log(missed.length === 0 ? "  budgets: met" : `  budgets MISSED: ${missed.join("; ")}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/lighthouse.json", `${JSON.stringify(results, null, 2)}\n`);
if (results.some((m) => misses(m).length > 0)) process.exitCode = 1;
