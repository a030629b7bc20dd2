import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { exerciseApi, paths } from "#contracts/paths.ts";
import { createPostgresTestDatabase } from "#tests/support/test-database.ts";
import { startProductionServer, type RunningServer, type ServerOptions } from "./support/server.ts";
import { measureThroughput, stylesheetAsset } from "./support/throughput.ts";

/**
 * The server's footprint (docs/decisions/0045): the built server started fresh on the embedded database
 * (an empty data folder, then a restart on it) and on PostgreSQL (an empty database on TEST_DATABASE_URL's
 * server), each timed from the process's start to the first ready answer, with its CPU time, its peak
 * resident memory during the start, its resident memory idle and after a mixed load of pages and API
 * requests; then the throughput of a server-rendered and a prerendered page against a static asset, as
 * ratios. Prints the figures beside the targets and exits 1 when one is missed. Builds nothing.
 *
 *   node bench/footprint.ts [--requests 600] [--duration 5] [--connections 10]
 */
const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "600" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
  },
});

const targets = {
  pglite: { readyMs: 3000, idleMb: 350, startPeakMb: 512 },
  postgres: { readyMs: 1500, idleMb: 160 },
  renderedRatio: 0.35,
} as const;

/** What /proc says of a process: resident memory now and at its peak, and CPU time used (ms). */
function processFigures(pid: number): { rssMb: number; peakMb: number; cpuMs: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024, cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
}

/** Pages and API reads a visitor's browsing makes, in turn. */
const mixedLoad = [
  paths.home,
  paths.faq,
  paths.bookConsultation,
  paths.exercises,
  paths.exercise("heel-slide"),
  paths.checkout,
  paths.telehealth,
  exerciseApi.exercises,
  exerciseApi.exercise("heel-slide"),
  exerciseApi.musicTracks,
  exerciseApi.featuredPlaylists,
];

async function loadWith(origin: string, requests: number, concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const url = origin + mixedLoad[next++ % mixedLoad.length];
      const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

interface StartFigures {
  label: string;
  readyMs: number;
  cpuMs: number;
  startPeakMb: number;
  idleMb: number;
  loadedMb: number;
  peakMb: number;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000));

async function measureStart(
  label: string,
  options: ServerOptions,
  after?: (server: RunningServer) => Promise<void>,
): Promise<StartFigures> {
  const started = performance.now();
  const server = await startProductionServer({ ...options, pollMs: 10 });
  const readyMs = performance.now() - started;
  try {
    const atReady = processFigures(server.pid);
    await settle();
    const idle = processFigures(server.pid);
    await loadWith(server.origin, Number(values.requests), 8);
    await settle();
    const loaded = processFigures(server.pid);
    await after?.(server);
    return {
      label,
      readyMs,
      cpuMs: atReady.cpuMs,
      startPeakMb: atReady.peakMb,
      idleMb: idle.rssMb,
      loadedMb: loaded.rssMb,
      peakMb: loaded.peakMb,
    };
  } finally {
    await server.stop();
  }
}

/** Server-rendered pages: one of text, one whose loader reads the database (the booking times). */
const renderedPages = [paths.telehealth, paths.bookConsultation];

/**
 * Requests a second and the server's CPU time per request, during autocannon's run on one address. The
 * machine's other work moves requests a second; CPU per request much less, so each ratio is given both ways.
 */
async function measureServed(server: RunningServer, path: string, options: { connections: number; duration: number }) {
  const before = processFigures(server.pid).cpuMs;
  const run = await measureThroughput(server.origin + path, options);
  return { rps: run.rps, cpuMsPerRequest: (processFigures(server.pid).cpuMs - before) / run.requests };
}

async function measureRatios(server: RunningServer): Promise<void> {
  const options = { connections: Number(values.connections), duration: Number(values.duration) };
  const asset = stylesheetAsset(server.clientDir);
  const file = await measureServed(server, asset, options);
  const row = (label: string, served: typeof file) =>
    `  ${label.padEnd(44)} ${served.rps.toFixed(0).padStart(7)} req/s   ratio ${(served.rps / file.rps).toFixed(2)}   ` +
    `${served.cpuMsPerRequest.toFixed(2).padStart(6)} ms CPU/request   ratio ${(file.cpuMsPerRequest / served.cpuMsPerRequest).toFixed(2)}`;
  console.log(
    `\nThroughput (autocannon, ${options.connections} connections, ${options.duration} s each; load average ${(loadavg()[0] ?? 0).toFixed(1)}):`,
  );
  console.log(row(`static asset ${asset}`, file));
  for (const page of renderedPages) {
    const rendered = await measureServed(server, page, options);
    console.log(row(`server-rendered ${page}`, rendered) + `   (target ≥ ${targets.renderedRatio})`);
    if (rendered.rps / file.rps < targets.renderedRatio) missed.push(`${page}: ratio ${(rendered.rps / file.rps).toFixed(2)}`);
  }
  console.log(row(`prerendered ${paths.faq}`, await measureServed(server, paths.faq, options)));
}

const missed: string[] = [];
const results: StartFigures[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-footprint-"));
try {
  results.push(await measureStart("embedded, empty data folder", { dataDir }));
  results.push(await measureStart("embedded, restart", { dataDir }, measureRatios));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const postgres = await createPostgresTestDatabase().catch((error: unknown) => {
  console.log(`PostgreSQL at ${process.env.TEST_DATABASE_URL} unreachable, not measured: ${String(error)}`);
  return null;
});
if (postgres) {
  try {
    results.push(await measureStart("PostgreSQL, empty database", { databaseUrl: postgres.url }));
  } finally {
    await postgres.drop();
  }
}

console.log("\nStart (process start to the first ready answer), memory resident:");
console.log(
  `  ${"".padEnd(30)} ${"ready".padStart(8)} ${"CPU".padStart(8)} ${"start peak".padStart(11)} ${"idle".padStart(8)} ${"loaded".padStart(8)} ${"peak".padStart(8)}`,
);
const mb = (value: number) => `${value.toFixed(0)} MB`.padStart(8);
for (const r of results) {
  console.log(
    `  ${r.label.padEnd(30)} ${`${(r.readyMs / 1000).toFixed(2)} s`.padStart(8)} ${`${(r.cpuMs / 1000).toFixed(2)} s`.padStart(8)} ${mb(r.startPeakMb).padStart(11)} ${mb(r.idleMb)} ${mb(r.loadedMb)} ${mb(r.peakMb)}`,
  );
  const target = r.label.startsWith("PostgreSQL") ? targets.postgres : targets.pglite;
  if (r.readyMs > target.readyMs) missed.push(`${r.label}: ready in ${(r.readyMs / 1000).toFixed(2)} s > ${target.readyMs / 1000} s`);
  if (r.idleMb > target.idleMb) missed.push(`${r.label}: ${r.idleMb.toFixed(0)} MB idle > ${target.idleMb} MB`);
  if ("startPeakMb" in target && r.startPeakMb > target.startPeakMb)
    missed.push(`${r.label}: ${r.startPeakMb.toFixed(0)} MB at the start's peak > ${target.startPeakMb} MB`);
}
console.log(
  `  targets: embedded ready ≤ ${targets.pglite.readyMs / 1000} s, ≤ ${targets.pglite.idleMb} MB idle, ≤ ${targets.pglite.startPeakMb} MB during the start; ` +
    `PostgreSQL ready ≤ ${targets.postgres.readyMs / 1000} s, ≤ ${targets.postgres.idleMb} MB idle`,
);
if (missed.length > 0) {
  console.log(`\nMissed: ${missed.join("; ")}`);
  process.exitCode = 1;
} else console.log("\nEvery target met.");
