import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * `npm run test:mutation`: StrykerJS over core/ (stryker.config.json), then the mutation score per file and
 * in total from Stryker's JSON report. Arguments go to Stryker, so one file can be run while working on it:
 * `npm run test:mutation -- --mutate core/fees.ts`. Exits with Stryker's status, which fails below the
 * configuration's `thresholds.break`.
 */
const root = path.resolve(import.meta.dirname, "..");
const config = JSON.parse(readFileSync(path.join(root, "stryker.config.json"), "utf8")) as {
  jsonReporter: { fileName: string };
  thresholds: { break: number };
};
const reportFile = path.join(root, config.jsonReporter.fileName);

// A report left by an earlier run must not be read as this run's.
rmSync(reportFile, { force: true });
const stryker = spawnSync(path.join(root, "node_modules/.bin/stryker"), ["run", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
if (!existsSync(reportFile)) {
  console.error("Stryker wrote no report.");
  process.exit(stryker.status ?? 1);
}

type Status = "Killed" | "Timeout" | "Survived" | "NoCoverage" | "CompileError" | "RuntimeError" | "Ignored" | "Pending";
interface Report {
  files: Record<string, { mutants: { status: Status }[] }>;
}

/** Stryker's mutation score: detected (killed or timed out) over every mutant that ran or had no test. */
function tally(statuses: Status[]) {
  const count = (...wanted: Status[]) => statuses.filter((status) => wanted.includes(status)).length;
  const detected = count("Killed", "Timeout");
  const undetected = count("Survived", "NoCoverage");
  return {
    detected,
    undetected,
    valid: detected + undetected,
    score: detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected),
  };
}

const report = JSON.parse(readFileSync(reportFile, "utf8")) as Report;
const rows = Object.entries(report.files)
  .map(([file, { mutants }]) => ({ file, ...tally(mutants.map((mutant) => mutant.status)) }))
  .sort((a, b) => a.score - b.score || a.file.localeCompare(b.file));
const total = tally(Object.values(report.files).flatMap(({ mutants }) => mutants.map((mutant) => mutant.status)));

const width = Math.max(5, ...rows.map((row) => row.file.length));
const line = (name: string, figures: ReturnType<typeof tally>) =>
  `${name.padEnd(width)}  ${figures.score.toFixed(2).padStart(6)} %  ${String(figures.detected).padStart(5)} of ${String(figures.valid).padEnd(5)}  ${figures.undetected}`;
console.info(`\n${"file".padEnd(width)}    score   killed         survived or not covered`);
for (const row of rows) console.info(line(row.file, row));
console.info(line("total", total));
console.info(`minimum (thresholds.break): ${config.thresholds.break} %`);
process.exit(stryker.status ?? 1);
