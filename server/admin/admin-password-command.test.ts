import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { parseConfig } from "#server/config.ts";
import { adminPasswordHash, verifyPassword } from "./password.ts";

const script = fileURLToPath(new URL("../../scripts/admin-password.ts", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "admin-password-"));
const password = "a piped password of some length";

/** `npm run admin:password` with `input` piped in, in a folder with no .env, on its own PGlite data folder. */
function run(input: string, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: dataDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

// Each run is a new Node process that opens and migrates an embedded database: seconds of CPU alone, and
// over the suite's 30 s when the two cores are shared with the rest of the suite.
describe("npm run admin:password", { timeout: 120_000 }, () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a password under 12 characters, and changes nothing", async () => {
    const result = await run("too short\n");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("at least 12 characters");
  });

  it("prints a hash for ADMIN_PASSWORD_HASH with --print, never the password", async () => {
    const result = await run(`${password}\n`, ["--print"]);
    expect(result.code).toBe(0);
    const hash = /^ADMIN_PASSWORD_HASH='(scrypt\$[^']+)'$/m.exec(result.stdout)?.[1];
    expect(hash).toBeDefined();
    expect(await verifyPassword(password, hash!)).toBe(true);
    expect(result.stdout + result.stderr).not.toContain(password);
  });

  it("stores the hash of the piped password in the site's database", async () => {
    const result = await run(`${password}\nsecond line ignored\n`);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("The admin password is set");
    expect(result.stdout).not.toContain(password);
    const database = await openDatabase({ dataDir });
    try {
      const hash = await adminPasswordHash(parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir }), database.db);
      expect(await verifyPassword(password, hash!)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("refuses an unknown argument", async () => {
    const result = await run(`${password}\n`, ["--show"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Usage: npm run admin:password");
  });
});
