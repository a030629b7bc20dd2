import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// The end-to-end tests drive Debian's chromium. Install it when it is missing and this machine allows it
// (root with apt-get); otherwise say exactly what is needed.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (existsSync(chromium)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
if (!isRoot || !hasApt) {
  console.error(`Chromium is missing at ${chromium}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log("Installing Debian's chromium for the end-to-end tests...");
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
