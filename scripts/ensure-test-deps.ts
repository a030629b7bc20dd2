import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// The tests use five Debian packages: chromium (the end-to-end tests drive it), poppler-utils (a receipt's
// text is read back with pdftotext, a second reader besides pdf.js, and its fonts listed with pdffonts), qpdf
// (every PDF we make is checked by its --check), coturn (the consultation room's relay: a call forced
// through TURN, and its REST-API credentials checked by coturn's own client) and libxml2-utils (xmllint
// validates sitemap.xml against the sitemaps.org schema). Install what is missing when this machine allows it
// (root with apt-get); otherwise say exactly what is needed.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

const missing = [
  ...(existsSync(chromium) ? [] : ["chromium"]),
  ...(onPath("pdftotext") ? [] : ["poppler-utils"]),
  ...(onPath("qpdf") ? [] : ["qpdf"]),
  ...(onPath("turnserver") ? [] : ["coturn"]),
  ...(onPath("xmllint") ? [] : ["libxml2-utils"]),
];
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!isRoot || !onPath("apt-get")) {
  console.error(
    `Missing for the tests: ${missing.join(", ")}. Install Debian's packages (apt-get install -y ${missing.join(" ")})` +
      (missing.includes("chromium") ? `, or set CHROMIUM_PATH (now ${chromium}).` : "."),
  );
  process.exit(1);
}
console.log(`Installing Debian's ${missing.join(", ")} for the tests...`);
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
execFileSync("apt-get", ["install", "-y", "-qq", ...missing], {
  stdio: "inherit",
  env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
});
