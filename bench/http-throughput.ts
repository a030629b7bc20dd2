import autocannon from "autocannon";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startProductionServer } from "./support/server.ts";

/**
 * Throughput of the production server: autocannon, 50 connections for 10 s, on the home page and on a
 * hashed static asset, with a browser's Accept-Encoding. Prints requests per second, p99 latency and the
 * page/asset ratio (the goal is ≥ 0.9). Builds nothing: run `npm run build` first.
 *
 *   node bench/http-throughput.ts [--path /] [--asset /assets/x.css] [--connections 50] [--duration 10]
 */
const { values } = parseArgs({
  options: {
    path: { type: "string", default: "/" },
    asset: { type: "string" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
  },
});
const RATIO_BUDGET = 0.9;

/** The site's stylesheet: a hashed asset of about the home page's size, so the ratio compares like with like. */
function defaultAsset(clientDir: string): string {
  const assets = path.join(clientDir, "assets");
  const css = readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size);
  if (!css[0]) throw new Error(`no stylesheet in ${assets}`);
  return `/assets/${css[0]}`;
}

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { "accept-encoding": "br, gzip", accept: "text/html,*/*" },
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests (${result.non2xx} non-2xx)`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average };
}

const server = await startProductionServer();
try {
  const asset = values.asset ?? defaultAsset(server.clientDir);
  console.log(`autocannon: ${values.connections} connections, ${values.duration} s each, against ${server.origin}`);
  const page = await measure(server.origin + values.path);
  const file = await measure(server.origin + asset);
  const ratio = page.rps / file.rps;
  const row = (label: string, m: typeof page) =>
    `${label.padEnd(52)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms`;
  console.log(row(`page  ${values.path}`, page));
  console.log(row(`asset ${asset}`, file));
  console.log(`ratio page/asset: ${ratio.toFixed(2)} (budget ≥ ${RATIO_BUDGET})`);
  if (ratio < RATIO_BUDGET) process.exitCode = 1;
} finally {
  await server.stop();
}
