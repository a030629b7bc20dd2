import { parseArgs } from "node:util";
import { startProductionServer } from "./support/server.ts";
import { measureThroughput, stylesheetAsset } from "./support/throughput.ts";

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

const measure = (url: string) => measureThroughput(url, { connections: Number(values.connections), duration: Number(values.duration) });

const server = await startProductionServer();
try {
  const asset = values.asset ?? stylesheetAsset(server.clientDir);
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
