import { spawn, type ChildProcessByStdio } from "node:child_process";
import { createServer } from "node:net";
import type { Readable } from "node:stream";

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  readonly child: ChildProcessByStdio<null, Readable, null>;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Its JSON log lines so far. */
  readonly lines: Record<string, unknown>[];
  readonly exited: Promise<void>;
  /** The first log line with this message, waiting for it up to `seconds`. */
  waitFor(message: string, seconds?: number): Promise<Record<string, unknown>>;
  /** SIGTERM, then the exit. */
  stop(): Promise<void>;
}

/**
 * The API server (tests/support/api-server.ts: the real server without the pages), or another `entry` such as
 * the production server/main.ts, as a child process on `port`, with `env` over this process's environment;
 * resolves once it logs "listening".
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  entry = "tests/support/api-server.ts",
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: Record<string, unknown>[] = [];
  let buffered = "";
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) if (line.trim().startsWith("{")) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const waitFor = async (message: string, seconds = 90) => {
    const deadline = Date.now() + seconds * 1000;
    while (!lines.some((line) => line.msg === message)) {
      if (Date.now() > deadline) throw new Error(`no "${message}" log line; got ${JSON.stringify(lines.map((line) => line.msg))}`);
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before logging "${message}"`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return lines.find((line) => line.msg === message)!;
  };
  // Opening the database and migrating take seconds, minutes on a machine busy with other work.
  await waitFor("listening", 180);
  return {
    child,
    url,
    lines,
    exited,
    waitFor,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
