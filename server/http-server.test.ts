import { spawn, type ChildProcessByStdio } from "node:child_process";
import { createServer } from "node:net";
import type { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

type LogLine = Record<string, unknown>;

/** The fixture server as a child process, with its stdout parsed as JSON log lines. */
function startFixture(port: number) {
  const child: ChildProcessByStdio<null, Readable, null> = spawn(process.execPath, ["tests/support/graceful-server.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SLOW_MS: "1500" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: LogLine[] = [];
  let buffered = "";
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
  });
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Starting imports the whole API: on a busy machine that takes a while.
  const waitFor = async (message: string, seconds = 60) => {
    const deadline = Date.now() + seconds * 1000;
    while (!lines.some((line) => line.msg === message)) {
      if (Date.now() > deadline) throw new Error(`no "${message}" log line; got ${JSON.stringify(lines)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { child, lines, exit, waitFor };
}

describe("the HTTP server process", () => {
  let fixture: ReturnType<typeof startFixture> | undefined;
  afterEach(() => {
    if (fixture && fixture.child.exitCode === null) fixture.child.kill("SIGKILL");
  });

  it("on SIGTERM stops accepting, finishes the request in flight, closes the services and exits 0; logs are JSON with reqId", async () => {
    const port = await freePort();
    fixture = startFixture(port);
    const { child, lines, exit, waitFor } = fixture;
    await waitFor("listening");

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await waitFor("slow request started");
    child.kill("SIGTERM");
    await waitFor("shutting down");

    // A new connection is refused while the request in flight still completes.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("finished");
    expect(await exit).toBe(0);

    // pino writes to a pipe here, so lines may arrive out of order: compare their timestamps.
    const at = (message: string) => Date.parse(String(lines.find((line) => line.msg === message)?.time));
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["shutting down", "request", "mail stopped", "database closed", "stopped"]),
    );
    expect(at("shutting down")).toBeLessThan(at("request"));
    expect(at("mail stopped")).toBeLessThanOrEqual(at("database closed"));
    expect(at("database closed")).toBeLessThanOrEqual(at("stopped"));
    // The finished request's keep-alive connection does not hold the shutdown for its idle timeout (5 s).
    expect(at("stopped") - at("request")).toBeLessThan(2500);
    // Every line written inside a request carries its id, the same as on the request's own log line.
    const started = lines.find((line) => line.msg === "slow request started");
    const logged = lines.find((line) => line.msg === "request" && line.path === "/slow");
    expect(started?.reqId).toEqual(expect.any(String));
    expect(logged).toMatchObject({ reqId: started?.reqId, status: 200, method: "GET", level: 30 });
    expect(response.headers.get("x-request-id")).toBe(started?.reqId);
  }, 120_000);
});
