import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverBundleFile } from "#server/build-files.ts";
import { parseConfig } from "#server/config.ts";
import { freePort } from "#tests/support/server-process.ts";

export interface RunningServer {
  readonly origin: string;
  /** The client build folder the server serves (hashed assets, prerendered pages). */
  readonly clientDir: string;
  /** The server's process id, for reading its memory and CPU time. */
  readonly pid: number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** PostgreSQL to use instead of the embedded database. */
  databaseUrl?: string;
  /** A data folder to keep (a restart uses the one before); by default a fresh one, removed at stop. */
  dataDir?: string;
  /** Polling period of /readyz in ms (a bench timing the start asks often). */
  pollMs?: number;
}

/** The admin password of the server a bench starts (ADMIN_PASSWORD's when set, for a server started elsewhere too). */
export function benchAdminPassword(): string {
  return process.env.ADMIN_PASSWORD || "bench admin password, not a secret";
}

/**
 * Starts the production server (the build's bundle, `npm run serve`) from the existing build (BUILD_DIR,
 * default ./build) on a free port, and waits until /readyz answers. Builds nothing.
 */
export async function startProductionServer(options: ServerOptions = {}): Promise<RunningServer> {
  const buildDir = parseConfig(process.env).buildDir;
  const entry = serverBundleFile(buildDir);
  if (!existsSync(entry)) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first (BUILD_DIR selects the folder).`);
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // Production refuses to start without the referral documents' key; a throwaway one suits a benchmark.
      REFERRAL_FILE_KEY: process.env.REFERRAL_FILE_KEY || randomBytes(32).toString("base64"),
      // The practice's featured playlists are made from an admin session (bench/support/playlist.ts).
      ADMIN_PASSWORD: benchAdminPassword(),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("the server was not ready within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
  }
  return {
    origin,
    clientDir: path.join(buildDir, "client"),
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
