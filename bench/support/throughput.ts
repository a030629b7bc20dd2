import autocannon from "autocannon";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export interface Throughput {
  rps: number;
  p99: number;
  /** Requests answered in the run. */
  requests: number;
}

/** autocannon on one address with a browser's Accept-Encoding; any failed or non-2xx request fails the bench. */
export async function measureThroughput(url: string, options: { connections: number; duration: number }): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: { "accept-encoding": "br, gzip", accept: "text/html,*/*" },
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests (${result.non2xx} non-2xx)`);
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

/** The site's stylesheet: a hashed asset of about a page's size, so a ratio compares like with like. */
export function stylesheetAsset(clientDir: string): string {
  const assets = path.join(clientDir, "assets");
  const css = readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size);
  if (!css[0]) throw new Error(`no stylesheet in ${assets}`);
  return `/assets/${css[0]}`;
}
