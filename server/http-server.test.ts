import { spawn, type ChildProcessByStdio } from "node:child_process";
import { Agent, request } from "node:http";
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

  it("on SIGTERM answers new requests 503, finishes the request in flight, closes the services and exits 0; logs are JSON with reqId", async () => {
    const port = await freePort();
    fixture = startFixture(port);
    const { child, lines, exit, waitFor } = fixture;
    await waitFor("listening");

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await waitFor("slow request started");
    child.kill("SIGTERM");
    await waitFor("shutting down");

    // A new request is told to come back (a proxy's readiness check included) while the one in flight completes.
    const refused = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toEqual({ error: "The site is restarting. Please try again in a moment." });
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("finished");
    expect(await exit).toBe(0);

    // pino writes to a pipe here, so lines may arrive out of order: compare their timestamps.
    const at = (message: string) => Date.parse(String(lines.find((line) => line.msg === message)?.time));
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["shutting down", "request", "drained", "mail stopped", "database closed", "stopped"]),
    );
    expect(lines.find((line) => line.msg === "drained")).toMatchObject({ refused: 1, cut: 0 });
    expect(at("shutting down")).toBeLessThan(at("request"));
    expect(at("drained")).toBeLessThanOrEqual(at("mail stopped"));
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

  it("answers every request of a burst across SIGTERM: 201 before the stop, 503 after it, never a reset", async () => {
    const port = await freePort();
    fixture = startFixture(port);
    const { child, exit, waitFor } = fixture;
    await waitFor("listening");

    // Kept-alive connections, as a proxy keeps them: a request may arrive on one that was idle at the stop.
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const post = () =>
      new Promise<string>((resolve) => {
        const req = request({ host: "127.0.0.1", port, method: "POST", path: "/work", agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(String(res.statusCode)));
        });
        req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        req.end("{}");
      });
    const outcomes: Promise<string>[] = [];
    for (let i = 0; i < 200; i += 1) {
      if (i === 100) child.kill("SIGTERM");
      outcomes.push(post());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answered = await Promise.all(outcomes);
    agent.destroy();
    const count = (outcome: string) => answered.filter((answer) => answer === outcome).length;
    expect(count("201") + count("503")).toBe(200);
    expect(count("201")).toBeGreaterThanOrEqual(100);
    expect(count("503")).toBeGreaterThan(0);
    expect(await exit).toBe(0);
  }, 120_000);
});
